/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fill_EndedInputs */

const en_fill_ended = /** @type {(inputs: Fill_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ended`)
};

/**
* | output |
* | --- |
* | "Ended" |
*
* @param {Fill_EndedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const fill_ended = /** @type {((inputs?: Fill_EndedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fill_EndedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("fill_ended", en_fill_ended));
