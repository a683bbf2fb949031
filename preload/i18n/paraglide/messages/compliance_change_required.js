/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ value: NonNullable<unknown> }} Compliance_Change_RequiredInputs */

const en_compliance_change_required = /** @type {(inputs: Compliance_Change_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`required → ${i?.value}`)
};

/**
* | output |
* | --- |
* | "required → {value}" |
*
* @param {Compliance_Change_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_change_required = /** @type {((inputs: Compliance_Change_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_Change_RequiredInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("compliance_change_required", en_compliance_change_required));
