/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Compliance_TemplateInputs */

const en_compliance_template = /** @type {(inputs: Compliance_TemplateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`template ${i?.id}`)
};

/**
* | output |
* | --- |
* | "template {id}" |
*
* @param {Compliance_TemplateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_template = /** @type {((inputs: Compliance_TemplateInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_TemplateInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("compliance_template", en_compliance_template));
