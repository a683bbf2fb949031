/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_KeyInputs */

const en_connect_key = /** @type {(inputs: Connect_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API key`)
};

/**
* | output |
* | --- |
* | "API key" |
*
* @param {Connect_KeyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_key = /** @type {((inputs?: Connect_KeyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_KeyInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("connect_key", en_connect_key));
