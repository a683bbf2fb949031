/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Fill_Bar_OpenInputs */

const en_fill_bar_open = /** @type {(inputs: Fill_Bar_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} open`)
};

/**
* | output |
* | --- |
* | "{count} open" |
*
* @param {Fill_Bar_OpenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const fill_bar_open = /** @type {((inputs: Fill_Bar_OpenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fill_Bar_OpenInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("fill_bar_open", en_fill_bar_open));
