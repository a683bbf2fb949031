/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Key_Bad_CharactersInputs */

const en_key_bad_characters = /** @type {(inputs: Key_Bad_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An API key contains no spaces or special characters.`)
};

/**
* | output |
* | --- |
* | "An API key contains no spaces or special characters." |
*
* @param {Key_Bad_CharactersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const key_bad_characters = /** @type {((inputs?: Key_Bad_CharactersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Key_Bad_CharactersInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("key_bad_characters", en_key_bad_characters));
