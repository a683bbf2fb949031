/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Help_ComplianceInputs */

const en_help_compliance = /** @type {(inputs: Help_ComplianceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compliance: change a template requirement`)
};

/**
* | output |
* | --- |
* | "Compliance: change a template requirement" |
*
* @param {Help_ComplianceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const help_compliance = /** @type {((inputs?: Help_ComplianceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Help_ComplianceInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("help_compliance", en_help_compliance));
