/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ sheet: NonNullable<unknown> }} Print_Button_LabelInputs */

const en_print_button_label = /** @type {(inputs: Print_Button_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.sheet}: print or save as PDF…`)
};

/**
* | output |
* | --- |
* | "{sheet}: print or save as PDF…" |
*
* @param {Print_Button_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_button_label = /** @type {((inputs: Print_Button_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Button_LabelInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_button_label", en_print_button_label));
