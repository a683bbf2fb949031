/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compliance_Inherited_FromInputs */

const en_compliance_inherited_from = /** @type {(inputs: Compliance_Inherited_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inherited from`)
};

/**
* | output |
* | --- |
* | "Inherited from" |
*
* @param {Compliance_Inherited_FromInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_inherited_from = /** @type {((inputs?: Compliance_Inherited_FromInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_Inherited_FromInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("compliance_inherited_from", en_compliance_inherited_from));
