/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Fact_WebsiteInputs */

const en_office_fact_website = /** @type {(inputs: Office_Fact_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Website`)
};

/**
* | output |
* | --- |
* | "Website" |
*
* @param {Office_Fact_WebsiteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_fact_website = /** @type {((inputs?: Office_Fact_WebsiteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Fact_WebsiteInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_fact_website", en_office_fact_website));
