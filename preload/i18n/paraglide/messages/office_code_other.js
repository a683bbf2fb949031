/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Code_OtherInputs */

const en_office_code_other = /** @type {(inputs: Office_Code_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Other (type its code)…`)
};

/**
* | output |
* | --- |
* | "Other (type its code)…" |
*
* @param {Office_Code_OtherInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_code_other = /** @type {((inputs?: Office_Code_OtherInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Code_OtherInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_code_other", en_office_code_other));
