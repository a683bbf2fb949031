/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compliance_NoInputs */

const en_compliance_no = /** @type {(inputs: Compliance_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no`)
};

/**
* | output |
* | --- |
* | "no" |
*
* @param {Compliance_NoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_no = /** @type {((inputs?: Compliance_NoInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_NoInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("compliance_no", en_compliance_no));
