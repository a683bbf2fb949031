/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Hide_KeyInputs */

const en_connect_hide_key = /** @type {(inputs: Connect_Hide_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide key`)
};

/**
* | output |
* | --- |
* | "Hide key" |
*
* @param {Connect_Hide_KeyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_hide_key = /** @type {((inputs?: Connect_Hide_KeyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Hide_KeyInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("connect_hide_key", en_connect_hide_key));
