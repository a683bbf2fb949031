/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ words: NonNullable<unknown> }} Main_Key_RejectedInputs */

const en_main_key_rejected = /** @type {(inputs: Main_Key_RejectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.words} (ATH-100).`)
};

/**
* | output |
* | --- |
* | "{words} (ATH-100)." |
*
* @param {Main_Key_RejectedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_key_rejected = /** @type {((inputs: Main_Key_RejectedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Key_RejectedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("main_key_rejected", en_main_key_rejected));
