/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compliance_Template_IdInputs */

const en_compliance_template_id = /** @type {(inputs: Compliance_Template_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Template id`)
};

/**
* | output |
* | --- |
* | "Template id" |
*
* @param {Compliance_Template_IdInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_template_id = /** @type {((inputs?: Compliance_Template_IdInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_Template_IdInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("compliance_template_id", en_compliance_template_id));
