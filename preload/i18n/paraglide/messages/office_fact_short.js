/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Fact_ShortInputs */

const en_office_fact_short = /** @type {(inputs: Office_Fact_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In short`)
};

const es_office_fact_short = /** @type {(inputs: Office_Fact_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En resumen`)
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
export const office_fact_short = /** @type {((inputs?: Office_Fact_ShortInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Fact_ShortInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_fact_short, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_fact_short(inputs)
	return en_office_fact_short(inputs)
});