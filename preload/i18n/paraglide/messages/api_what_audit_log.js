/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_What_Audit_LogInputs */

const en_api_what_audit_log = /** @type {(inputs: Api_What_Audit_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the audit log`)
};

const es_api_what_audit_log = /** @type {(inputs: Api_What_Audit_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el registro de auditoría`)
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
export const api_what_audit_log = /** @type {((inputs?: Api_What_Audit_LogInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_What_Audit_LogInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_api_what_audit_log, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_what_audit_log(inputs)
	return en_api_what_audit_log(inputs)
});