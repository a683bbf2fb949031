/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Audit_Cursor_RepeatedInputs */

const en_api_audit_cursor_repeated = /** @type {(inputs: Api_Audit_Cursor_RepeatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The audit log repeated a page cursor; stopped to avoid a loop.`)
};

const es_api_audit_cursor_repeated = /** @type {(inputs: Api_Audit_Cursor_RepeatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El registro de auditoría repitió un cursor de página; se ha parado para no repetir sin fin.`)
};

/**
* | output |
* | --- |
* | "The audit log repeated a page cursor; stopped to avoid a loop." |
*
* @param {Api_Audit_Cursor_RepeatedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_audit_cursor_repeated = /** @type {((inputs?: Api_Audit_Cursor_RepeatedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Audit_Cursor_RepeatedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_api_audit_cursor_repeated, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_audit_cursor_repeated(inputs)
	return en_api_audit_cursor_repeated(inputs)
});