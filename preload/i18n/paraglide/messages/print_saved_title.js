/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Saved_TitleInputs */

const en_print_saved_title = /** @type {(inputs: Print_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PDF saved`)
};

const es_print_saved_title = /** @type {(inputs: Print_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PDF guardado`)
};

/**
* | output |
* | --- |
* | "PDF saved" |
*
* @param {Print_Saved_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_saved_title = /** @type {((inputs?: Print_Saved_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Saved_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_print_saved_title, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_saved_title(inputs)
	return en_print_saved_title(inputs)
});