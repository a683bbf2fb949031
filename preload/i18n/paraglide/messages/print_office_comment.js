/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ comment: NonNullable<unknown> }} Print_Office_CommentInputs */

const en_print_office_comment = /** @type {(inputs: Print_Office_CommentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Office: “${i?.comment}”`)
};

const es_print_office_comment = /** @type {(inputs: Print_Office_CommentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Oficina: «${i?.comment}»`)
};

/**
* | output |
* | --- |
* | "Office: “{comment}”" |
*
* @param {Print_Office_CommentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_office_comment = /** @type {((inputs: Print_Office_CommentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Office_CommentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_print_office_comment, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_office_comment(inputs)
	return en_print_office_comment(inputs)
});