/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_None_In_PeriodInputs */

const en_dashboard_none_in_period = /** @type {(inputs: Dashboard_None_In_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No event in this period`)
};

const es_dashboard_none_in_period = /** @type {(inputs: Dashboard_None_In_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ningún evento en este periodo`)
};

/**
* | output |
* | --- |
* | "No event in this period" |
*
* @param {Dashboard_None_In_PeriodInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_none_in_period = /** @type {((inputs?: Dashboard_None_In_PeriodInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_None_In_PeriodInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_dashboard_none_in_period, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_none_in_period(inputs)
	return en_dashboard_none_in_period(inputs)
});