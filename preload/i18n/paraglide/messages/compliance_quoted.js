/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ notes: NonNullable<unknown> }} Compliance_QuotedInputs */

const en_compliance_quoted = /** @type {(inputs: Compliance_QuotedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.notes}”`)
};

/**
* | output |
* | --- |
* | "“{notes}”" |
*
* @param {Compliance_QuotedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_quoted = /** @type {((inputs: Compliance_QuotedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_QuotedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("compliance_quoted", en_compliance_quoted));
