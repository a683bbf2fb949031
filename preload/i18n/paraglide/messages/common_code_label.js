/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Code_LabelInputs */

const en_common_code_label = /** @type {(inputs: Common_Code_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code:`)
};

/**
* | output |
* | --- |
* | "Code:" |
*
* @param {Common_Code_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_code_label = /** @type {((inputs?: Common_Code_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Code_LabelInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("common_code_label", en_common_code_label));
