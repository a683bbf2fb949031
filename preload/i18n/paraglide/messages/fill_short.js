/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fill_ShortInputs */

const en_fill_short = /** @type {(inputs: Fill_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Short`)
};

const es_fill_short = /** @type {(inputs: Fill_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faltan`)
};

/**
* | output |
* | --- |
* | "Short" |
*
* @param {Fill_ShortInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const fill_short = /** @type {((inputs?: Fill_ShortInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fill_ShortInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_fill_short, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_fill_short(inputs)
	return en_fill_short(inputs)
});