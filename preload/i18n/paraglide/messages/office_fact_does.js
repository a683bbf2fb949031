/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Fact_DoesInputs */

const en_office_fact_does = /** @type {(inputs: Office_Fact_DoesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What it does`)
};

const es_office_fact_does = /** @type {(inputs: Office_Fact_DoesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qué hace`)
};

/**
* | output |
* | --- |
* | "What it does" |
*
* @param {Office_Fact_DoesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_fact_does = /** @type {((inputs?: Office_Fact_DoesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Fact_DoesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_fact_does, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_fact_does(inputs)
	return en_office_fact_does(inputs)
});