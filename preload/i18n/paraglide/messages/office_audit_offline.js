/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Audit_OfflineInputs */

const en_office_audit_offline = /** @type {(inputs: Office_Audit_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Here you would see who viewed, downloaded, printed or changed which document and when, with filters by date and type.`)
};

/**
* | output |
* | --- |
* | "Here you would see who viewed, downloaded, printed or changed which document and when, with filters by date and type." |
*
* @param {Office_Audit_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_audit_offline = /** @type {((inputs?: Office_Audit_OfflineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Audit_OfflineInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_audit_offline", en_office_audit_offline));
