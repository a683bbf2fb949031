/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Understaffed_ShortInputs */

const en_dashboard_understaffed_short = /** @type {(inputs: Dashboard_Understaffed_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Understaffed`)
};

const es_dashboard_understaffed_short = /** @type {(inputs: Dashboard_Understaffed_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Incompletos`)
};

/**
* | output |
* | --- |
* | "Understaffed" |
*
* @param {Dashboard_Understaffed_ShortInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_understaffed_short = /** @type {((inputs?: Dashboard_Understaffed_ShortInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Understaffed_ShortInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_dashboard_understaffed_short, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_understaffed_short(inputs)
	return en_dashboard_understaffed_short(inputs)
});