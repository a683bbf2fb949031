/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compliance_Notes_NoneInputs */

const en_compliance_notes_none = /** @type {(inputs: Compliance_Notes_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none`)
};

/**
* | output |
* | --- |
* | "none" |
*
* @param {Compliance_Notes_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_notes_none = /** @type {((inputs?: Compliance_Notes_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_Notes_NoneInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("compliance_notes_none", en_compliance_notes_none));
