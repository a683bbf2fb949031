/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Show_KeyInputs */

const en_connect_show_key = /** @type {(inputs: Connect_Show_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show key`)
};

/**
* | output |
* | --- |
* | "Show key" |
*
* @param {Connect_Show_KeyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_show_key = /** @type {((inputs?: Connect_Show_KeyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Show_KeyInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("connect_show_key", en_connect_show_key));
