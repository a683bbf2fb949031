/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Key_NeededInputs */

const en_main_key_needed = /** @type {(inputs: Main_Key_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the API key for this environment.`)
};

/**
* | output |
* | --- |
* | "Enter the API key for this environment." |
*
* @param {Main_Key_NeededInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_key_needed = /** @type {((inputs?: Main_Key_NeededInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Key_NeededInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("main_key_needed", en_main_key_needed));
