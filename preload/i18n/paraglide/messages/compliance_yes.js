/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compliance_YesInputs */

const en_compliance_yes = /** @type {(inputs: Compliance_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`yes`)
};

/**
* | output |
* | --- |
* | "yes" |
*
* @param {Compliance_YesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_yes = /** @type {((inputs?: Compliance_YesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_YesInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("compliance_yes", en_compliance_yes));
