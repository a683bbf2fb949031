/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Reading_AuditInputs */

const en_office_reading_audit = /** @type {(inputs: Office_Reading_AuditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading the audit log from the server…`)
};

/**
* | output |
* | --- |
* | "Reading the audit log from the server…" |
*
* @param {Office_Reading_AuditInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_reading_audit = /** @type {((inputs?: Office_Reading_AuditInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Reading_AuditInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_reading_audit", en_office_reading_audit));
