/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Rejected_CustomInputs */

const en_connect_rejected_custom = /** @type {(inputs: Connect_Rejected_CustomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the key for typos, and that it was issued for this server by whoever runs it.`)
};

/**
* | output |
* | --- |
* | "Check the key for typos, and that it was issued for this server by whoever runs it." |
*
* @param {Connect_Rejected_CustomInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_rejected_custom = /** @type {((inputs?: Connect_Rejected_CustomInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Rejected_CustomInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("connect_rejected_custom", en_connect_rejected_custom));
