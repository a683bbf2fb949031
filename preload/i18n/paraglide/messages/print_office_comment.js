/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ comment: NonNullable<unknown> }} Print_Office_CommentInputs */

const en_print_office_comment = /** @type {(inputs: Print_Office_CommentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Office: “${i?.comment}”`)
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
export const print_office_comment = /** @type {((inputs: Print_Office_CommentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Office_CommentInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_office_comment", en_print_office_comment));
