/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compliance_SaveInputs */

const en_compliance_save = /** @type {(inputs: Compliance_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save change`)
};

/**
* | output |
* | --- |
* | "Save change" |
*
* @param {Compliance_SaveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_save = /** @type {((inputs?: Compliance_SaveInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_SaveInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("compliance_save", en_compliance_save));
