/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ change: NonNullable<unknown>, reason: NonNullable<unknown> }} Compliance_RefusedInputs */

const en_compliance_refused = /** @type {(inputs: Compliance_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The server refused the last change (${i?.change}): ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "The server refused the last change ({change}): {reason}" |
*
* @param {Compliance_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_refused = /** @type {((inputs: Compliance_RefusedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_RefusedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("compliance_refused", en_compliance_refused));
