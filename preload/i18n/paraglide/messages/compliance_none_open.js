/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compliance_None_OpenInputs */

const en_compliance_none_open = /** @type {(inputs: Compliance_None_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No requirement open`)
};

/**
* | output |
* | --- |
* | "No requirement open" |
*
* @param {Compliance_None_OpenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_none_open = /** @type {((inputs?: Compliance_None_OpenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_None_OpenInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("compliance_none_open", en_compliance_none_open));
