/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Weak_SessionInputs */

const en_connect_weak_session = /** @type {(inputs: Connect_Weak_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask for the key at every start (safer)`)
};

/**
* | output |
* | --- |
* | "Ask for the key at every start (safer)" |
*
* @param {Connect_Weak_SessionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_weak_session = /** @type {((inputs?: Connect_Weak_SessionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Weak_SessionInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("connect_weak_session", en_connect_weak_session));
