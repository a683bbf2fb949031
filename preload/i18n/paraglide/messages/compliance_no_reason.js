/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compliance_No_ReasonInputs */

const en_compliance_no_reason = /** @type {(inputs: Compliance_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no reason given`)
};

/**
* | output |
* | --- |
* | "no reason given" |
*
* @param {Compliance_No_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_no_reason = /** @type {((inputs?: Compliance_No_ReasonInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_No_ReasonInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("compliance_no_reason", en_compliance_no_reason));
