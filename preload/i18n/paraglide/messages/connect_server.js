/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_ServerInputs */

const en_connect_server = /** @type {(inputs: Connect_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Server`)
};

/**
* | output |
* | --- |
* | "Server" |
*
* @param {Connect_ServerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_server = /** @type {((inputs?: Connect_ServerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_ServerInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("connect_server", en_connect_server));
