/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_FilledInputs */

const en_dashboard_filled = /** @type {(inputs: Dashboard_FilledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filled`)
};

const es_dashboard_filled = /** @type {(inputs: Dashboard_FilledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cubiertas`)
};

/**
* | output |
* | --- |
* | "Filled" |
*
* @param {Dashboard_FilledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_filled = /** @type {((inputs?: Dashboard_FilledInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_FilledInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_dashboard_filled, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_filled(inputs)
	return en_dashboard_filled(inputs)
});