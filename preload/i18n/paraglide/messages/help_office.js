/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Help_OfficeInputs */

const en_help_office = /** @type {(inputs: Help_OfficeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Office: an integration and its secret, the audit log (online only)`)
};

/**
* | output |
* | --- |
* | "Office: an integration and its secret, the audit log (online only)" |
*
* @param {Help_OfficeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const help_office = /** @type {((inputs?: Help_OfficeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Help_OfficeInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("help_office", en_help_office));
