/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Tab_AuditInputs */

const en_office_tab_audit = /** @type {(inputs: Office_Tab_AuditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Audit log`)
};

/**
* | output |
* | --- |
* | "Audit log" |
*
* @param {Office_Tab_AuditInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_tab_audit = /** @type {((inputs?: Office_Tab_AuditInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Tab_AuditInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_tab_audit", en_office_tab_audit));
