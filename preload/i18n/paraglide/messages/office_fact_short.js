/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Fact_ShortInputs */

const en_office_fact_short = /** @type {(inputs: Office_Fact_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In short`)
};

/**
* | output |
* | --- |
* | "In short" |
*
* @param {Office_Fact_ShortInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_fact_short = /** @type {((inputs?: Office_Fact_ShortInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Fact_ShortInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_fact_short", en_office_fact_short));
