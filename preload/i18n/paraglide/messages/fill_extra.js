/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Fill_ExtraInputs */

const en_fill_extra = /** @type {(inputs: Fill_ExtraInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`+${i?.count} extra`)
};

/**
* | output |
* | --- |
* | "+{count} extra" |
*
* @param {Fill_ExtraInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const fill_extra = /** @type {((inputs: Fill_ExtraInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fill_ExtraInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("fill_extra", en_fill_extra));
