/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_CustomInputs */

const en_connect_custom = /** @type {(inputs: Connect_CustomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Custom base URL`)
};

/**
* | output |
* | --- |
* | "Custom base URL" |
*
* @param {Connect_CustomInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_custom = /** @type {((inputs?: Connect_CustomInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_CustomInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("connect_custom", en_connect_custom));
