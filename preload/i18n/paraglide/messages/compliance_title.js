/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compliance_TitleInputs */

const en_compliance_title = /** @type {(inputs: Compliance_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compliance`)
};

/**
* | output |
* | --- |
* | "Compliance" |
*
* @param {Compliance_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_title = /** @type {((inputs?: Compliance_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_TitleInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("compliance_title", en_compliance_title));
