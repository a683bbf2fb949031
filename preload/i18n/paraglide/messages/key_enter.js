/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Key_EnterInputs */

const en_key_enter = /** @type {(inputs: Key_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the API key.`)
};

/**
* | output |
* | --- |
* | "Enter the API key." |
*
* @param {Key_EnterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const key_enter = /** @type {((inputs?: Key_EnterInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Key_EnterInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("key_enter", en_key_enter));
