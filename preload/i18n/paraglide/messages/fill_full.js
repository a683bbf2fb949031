/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fill_FullInputs */

const en_fill_full = /** @type {(inputs: Fill_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full`)
};

/**
* | output |
* | --- |
* | "Full" |
*
* @param {Fill_FullInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const fill_full = /** @type {((inputs?: Fill_FullInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fill_FullInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("fill_full", en_fill_full));
