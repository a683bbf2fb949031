/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Fill_RateInputs */

const en_dashboard_fill_rate = /** @type {(inputs: Dashboard_Fill_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fill rate`)
};

const es_dashboard_fill_rate = /** @type {(inputs: Dashboard_Fill_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cobertura`)
};

/**
* | output |
* | --- |
* | "Fill rate" |
*
* @param {Dashboard_Fill_RateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_fill_rate = /** @type {((inputs?: Dashboard_Fill_RateInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Fill_RateInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_dashboard_fill_rate, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_fill_rate(inputs)
	return en_dashboard_fill_rate(inputs)
});