/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ host: NonNullable<unknown>, reason: NonNullable<unknown> }} Main_Key_UnreachableInputs */

const en_main_key_unreachable = /** @type {(inputs: Main_Key_UnreachableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not reach ${i?.host} to check the key: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Could not reach {host} to check the key: {reason}" |
*
* @param {Main_Key_UnreachableInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_key_unreachable = /** @type {((inputs: Main_Key_UnreachableInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Key_UnreachableInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("main_key_unreachable", en_main_key_unreachable));
