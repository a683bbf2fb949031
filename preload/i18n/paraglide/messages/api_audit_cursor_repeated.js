/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Audit_Cursor_RepeatedInputs */

const en_api_audit_cursor_repeated = /** @type {(inputs: Api_Audit_Cursor_RepeatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The audit log repeated a page cursor; stopped to avoid a loop.`)
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
export const api_audit_cursor_repeated = /** @type {((inputs?: Api_Audit_Cursor_RepeatedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Audit_Cursor_RepeatedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_audit_cursor_repeated", en_api_audit_cursor_repeated));
