/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ filled: NonNullable<unknown>, needed: NonNullable<unknown>, percent: NonNullable<unknown> }} Dashboard_Listed_FilledInputs */

const en_dashboard_listed_filled = /** @type {(inputs: Dashboard_Listed_FilledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.filled} of ${i?.needed} filled (${i?.percent})`)
};

const es_dashboard_listed_filled = /** @type {(inputs: Dashboard_Listed_FilledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.filled} de ${i?.needed} cubiertas (${i?.percent})`)
};

/**
* | output |
* | --- |
* | "{filled} of {needed} filled ({percent})" |
*
* @param {Dashboard_Listed_FilledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_listed_filled = /** @type {((inputs: Dashboard_Listed_FilledInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Listed_FilledInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_dashboard_listed_filled, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_listed_filled(inputs)
	return en_dashboard_listed_filled(inputs)
});