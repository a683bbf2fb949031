/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_ComplianceInputs */

const en_nav_compliance = /** @type {(inputs: Nav_ComplianceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compliance`)
};

/**
* | output |
* | --- |
* | "Compliance" |
*
* @param {Nav_ComplianceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const nav_compliance = /** @type {((inputs?: Nav_ComplianceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_ComplianceInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("nav_compliance", en_nav_compliance));
