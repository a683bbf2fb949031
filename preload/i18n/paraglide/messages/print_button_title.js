/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ sheet: NonNullable<unknown> }} Print_Button_TitleInputs */

const en_print_button_title = /** @type {(inputs: Print_Button_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.sheet}: print or save as PDF (Ctrl/⌘+P)`)
};

/**
* | output |
* | --- |
* | "{sheet}: print or save as PDF (Ctrl/⌘+P)" |
*
* @param {Print_Button_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_button_title = /** @type {((inputs: Print_Button_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Button_TitleInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_button_title", en_print_button_title));
