/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compliance_Read_FailedInputs */

const en_compliance_read_failed = /** @type {(inputs: Compliance_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The stored requirement could not be read`)
};

/**
* | output |
* | --- |
* | "The stored requirement could not be read" |
*
* @param {Compliance_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_read_failed = /** @type {((inputs?: Compliance_Read_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_Read_FailedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("compliance_read_failed", en_compliance_read_failed));
