/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Banner_Weak_WhyInputs */

const en_banner_weak_why = /** @type {(inputs: Banner_Weak_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`this computer has no secure keychain.`)
};

const es_banner_weak_why = /** @type {(inputs: Banner_Weak_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`esta computadora no tiene un llavero seguro.`)
};

/**
* | output |
* | --- |
* | "this computer has no secure keychain." |
*
* @param {Banner_Weak_WhyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const banner_weak_why = /** @type {((inputs?: Banner_Weak_WhyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Banner_Weak_WhyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_banner_weak_why, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_banner_weak_why(inputs)
	return en_banner_weak_why(inputs)
});