/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Saved_TitleInputs */

const en_print_saved_title = /** @type {(inputs: Print_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PDF saved`)
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
export const print_saved_title = /** @type {((inputs?: Print_Saved_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Saved_TitleInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_saved_title", en_print_saved_title));
