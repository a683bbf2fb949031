/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ requirement: NonNullable<unknown>, template: NonNullable<unknown> }} Compliance_Requirement_NameInputs */

const en_compliance_requirement_name = /** @type {(inputs: Compliance_Requirement_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Requirement ${i?.requirement} of template ${i?.template}`)
};

/**
* | output |
* | --- |
* | "Requirement {requirement} of template {template}" |
*
* @param {Compliance_Requirement_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_requirement_name = /** @type {((inputs: Compliance_Requirement_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_Requirement_NameInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("compliance_requirement_name", en_compliance_requirement_name));
