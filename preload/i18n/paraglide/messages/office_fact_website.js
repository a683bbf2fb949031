/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Fact_WebsiteInputs */

const en_office_fact_website = /** @type {(inputs: Office_Fact_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Website`)
};

const es_office_fact_website = /** @type {(inputs: Office_Fact_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sitio web`)
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
export const office_fact_website = /** @type {((inputs?: Office_Fact_WebsiteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Fact_WebsiteInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_fact_website, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_fact_website(inputs)
	return en_office_fact_website(inputs)
});