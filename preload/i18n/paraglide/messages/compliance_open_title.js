/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compliance_Open_TitleInputs */

const en_compliance_open_title = /** @type {(inputs: Compliance_Open_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open a requirement`)
};

/**
* | output |
* | --- |
* | "Open a requirement" |
*
* @param {Compliance_Open_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_open_title = /** @type {((inputs?: Compliance_Open_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_Open_TitleInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("compliance_open_title", en_compliance_open_title));
