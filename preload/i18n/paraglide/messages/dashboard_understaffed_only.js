/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Understaffed_OnlyInputs */

const en_dashboard_understaffed_only = /** @type {(inputs: Dashboard_Understaffed_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Understaffed only`)
};

const es_dashboard_understaffed_only = /** @type {(inputs: Dashboard_Understaffed_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo incompletos`)
};

/**
* | output |
* | --- |
* | "Understaffed only" |
*
* @param {Dashboard_Understaffed_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_understaffed_only = /** @type {((inputs?: Dashboard_Understaffed_OnlyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Understaffed_OnlyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_dashboard_understaffed_only, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_understaffed_only(inputs)
	return en_dashboard_understaffed_only(inputs)
});