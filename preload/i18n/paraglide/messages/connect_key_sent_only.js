/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Key_Sent_OnlyInputs */

const en_connect_key_sent_only = /** @type {(inputs: Connect_Key_Sent_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`and is sent only to the server you choose.`)
};

/**
* | output |
* | --- |
* | "and is sent only to the server you choose." |
*
* @param {Connect_Key_Sent_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_key_sent_only = /** @type {((inputs?: Connect_Key_Sent_OnlyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Key_Sent_OnlyInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("connect_key_sent_only", en_connect_key_sent_only));
