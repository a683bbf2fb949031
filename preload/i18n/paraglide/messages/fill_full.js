/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fill_FullInputs */

const en_fill_full = /** @type {(inputs: Fill_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full`)
};

const es_fill_full = /** @type {(inputs: Fill_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completo`)
};

/**
* | output |
* | --- |
* | "Full" |
*
* @param {Fill_FullInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const fill_full = /** @type {((inputs?: Fill_FullInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fill_FullInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_fill_full, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_fill_full(inputs)
	return en_fill_full(inputs)
});