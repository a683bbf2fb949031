/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Key_InvalidInputs */

const en_key_invalid = /** @type {(inputs: Key_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid API key.`)
};

/**
* | output |
* | --- |
* | "Invalid API key." |
*
* @param {Key_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const key_invalid = /** @type {((inputs?: Key_InvalidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Key_InvalidInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("key_invalid", en_key_invalid));
