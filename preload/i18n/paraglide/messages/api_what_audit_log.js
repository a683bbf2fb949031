/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_What_Audit_LogInputs */

const en_api_what_audit_log = /** @type {(inputs: Api_What_Audit_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the audit log`)
};

/**
* | output |
* | --- |
* | "the audit log" |
*
* @param {Api_What_Audit_LogInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_what_audit_log = /** @type {((inputs?: Api_What_Audit_LogInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_What_Audit_LogInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_what_audit_log", en_api_what_audit_log));
