/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compliance_Change_ItInputs */

const en_compliance_change_it = /** @type {(inputs: Compliance_Change_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change it`)
};

/**
* | output |
* | --- |
* | "Change it" |
*
* @param {Compliance_Change_ItInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_change_it = /** @type {((inputs?: Compliance_Change_ItInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_Change_ItInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("compliance_change_it", en_compliance_change_it));
