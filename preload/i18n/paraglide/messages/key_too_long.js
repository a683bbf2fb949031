/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Key_Too_LongInputs */

const en_key_too_long = /** @type {(inputs: Key_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That is too long for an API key.`)
};

/**
* | output |
* | --- |
* | "That is too long for an API key." |
*
* @param {Key_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const key_too_long = /** @type {((inputs?: Key_Too_LongInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Key_Too_LongInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("key_too_long", en_key_too_long));
