/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Cannot_DrawInputs */

const en_print_cannot_draw = /** @type {(inputs: Print_Cannot_DrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This sheet cannot be drawn`)
};

const es_print_cannot_draw = /** @type {(inputs: Print_Cannot_DrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta hoja no se puede dibujar`)
};

/**
* | output |
* | --- |
* | "This sheet cannot be drawn" |
*
* @param {Print_Cannot_DrawInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_cannot_draw = /** @type {((inputs?: Print_Cannot_DrawInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Cannot_DrawInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_print_cannot_draw, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_cannot_draw(inputs)
	return en_print_cannot_draw(inputs)
});