/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Key_MissingInputs */

const en_connect_key_missing = /** @type {(inputs: Connect_Key_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The API key is missing`)
};

/**
* | output |
* | --- |
* | "The API key is missing" |
*
* @param {Connect_Key_MissingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_key_missing = /** @type {((inputs?: Connect_Key_MissingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Key_MissingInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("connect_key_missing", en_connect_key_missing));
