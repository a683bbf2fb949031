/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compliance_Requirement_IdInputs */

const en_compliance_requirement_id = /** @type {(inputs: Compliance_Requirement_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Requirement id`)
};

/**
* | output |
* | --- |
* | "Requirement id" |
*
* @param {Compliance_Requirement_IdInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_requirement_id = /** @type {((inputs?: Compliance_Requirement_IdInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_Requirement_IdInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("compliance_requirement_id", en_compliance_requirement_id));
