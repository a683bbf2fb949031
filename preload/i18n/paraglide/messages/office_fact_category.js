/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Fact_CategoryInputs */

const en_office_fact_category = /** @type {(inputs: Office_Fact_CategoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Category`)
};

/**
* | output |
* | --- |
* | "Category" |
*
* @param {Office_Fact_CategoryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_fact_category = /** @type {((inputs?: Office_Fact_CategoryInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Fact_CategoryInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_fact_category", en_office_fact_category));
