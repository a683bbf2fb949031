/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Weak_RememberInputs */

const en_connect_weak_remember = /** @type {(inputs: Connect_Weak_RememberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remember it on this computer with weak protection`)
};

/**
* | output |
* | --- |
* | "Remember it on this computer with weak protection" |
*
* @param {Connect_Weak_RememberInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_weak_remember = /** @type {((inputs?: Connect_Weak_RememberInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Weak_RememberInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("connect_weak_remember", en_connect_weak_remember));
