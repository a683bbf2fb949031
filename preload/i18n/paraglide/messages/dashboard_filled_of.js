/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ needed: NonNullable<unknown> }} Dashboard_Filled_OfInputs */

const en_dashboard_filled_of = /** @type {(inputs: Dashboard_Filled_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`of ${i?.needed}`)
};

const es_dashboard_filled_of = /** @type {(inputs: Dashboard_Filled_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`de ${i?.needed}`)
};

/**
* | output |
* | --- |
* | "of {needed}" |
*
* @param {Dashboard_Filled_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_filled_of = /** @type {((inputs: Dashboard_Filled_OfInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Filled_OfInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_dashboard_filled_of, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_filled_of(inputs)
	return en_dashboard_filled_of(inputs)
});