/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Shown_OnceInputs */

const en_office_shown_once = /** @type {(inputs: Office_Shown_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shown once.`)
};

const es_office_shown_once = /** @type {(inputs: Office_Shown_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se muestra una sola vez.`)
};

/**
* | output |
* | --- |
* | "Shown once." |
*
* @param {Office_Shown_OnceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_shown_once = /** @type {((inputs?: Office_Shown_OnceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Shown_OnceInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_shown_once, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_shown_once(inputs)
	return en_office_shown_once(inputs)
});