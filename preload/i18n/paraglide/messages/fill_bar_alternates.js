/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ filled: NonNullable<unknown>, needed: NonNullable<unknown> }} Fill_Bar_AlternatesInputs */

const en_fill_bar_alternates = /** @type {(inputs: Fill_Bar_AlternatesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alternates ${i?.filled} of ${i?.needed}`)
};

/**
* | output |
* | --- |
* | "Alternates {filled} of {needed}" |
*
* @param {Fill_Bar_AlternatesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const fill_bar_alternates = /** @type {((inputs: Fill_Bar_AlternatesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fill_Bar_AlternatesInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("fill_bar_alternates", en_fill_bar_alternates));
