/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compliance_Not_RequiredInputs */

const en_compliance_not_required = /** @type {(inputs: Compliance_Not_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not required`)
};

/**
* | output |
* | --- |
* | "Not required" |
*
* @param {Compliance_Not_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_not_required = /** @type {((inputs?: Compliance_Not_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_Not_RequiredInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("compliance_not_required", en_compliance_not_required));
