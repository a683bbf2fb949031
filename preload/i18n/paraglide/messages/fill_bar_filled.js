/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ needed: NonNullable<unknown> }} Fill_Bar_FilledInputs */

const en_fill_bar_filled = /** @type {(inputs: Fill_Bar_FilledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`of ${i?.needed} filled`)
};

/**
* | output |
* | --- |
* | "of {needed} filled" |
*
* @param {Fill_Bar_FilledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const fill_bar_filled = /** @type {((inputs: Fill_Bar_FilledInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fill_Bar_FilledInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("fill_bar_filled", en_fill_bar_filled));
