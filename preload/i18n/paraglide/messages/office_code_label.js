/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Office_Code_LabelInputs */

const en_office_code_label = /** @type {(inputs: Office_Code_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} code`)
};

/**
* | output |
* | --- |
* | "{label} code" |
*
* @param {Office_Code_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_code_label = /** @type {((inputs: Office_Code_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Code_LabelInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_code_label", en_office_code_label));
