/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compliance_LeaveInputs */

const en_compliance_leave = /** @type {(inputs: Compliance_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave as it is`)
};

/**
* | output |
* | --- |
* | "Leave as it is" |
*
* @param {Compliance_LeaveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_leave = /** @type {((inputs?: Compliance_LeaveInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_LeaveInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("compliance_leave", en_compliance_leave));
