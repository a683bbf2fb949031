/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fill_ShortInputs */

const en_fill_short = /** @type {(inputs: Fill_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Short`)
};

/**
* | output |
* | --- |
* | "Short" |
*
* @param {Fill_ShortInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const fill_short = /** @type {((inputs?: Fill_ShortInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fill_ShortInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("fill_short", en_fill_short));
