/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Fact_SetupInputs */

const en_office_fact_setup = /** @type {(inputs: Office_Fact_SetupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How to set it up`)
};

const es_office_fact_setup = /** @type {(inputs: Office_Fact_SetupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo configurarla`)
};

/**
* | output |
* | --- |
* | "How to set it up" |
*
* @param {Office_Fact_SetupInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_fact_setup = /** @type {((inputs?: Office_Fact_SetupInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Fact_SetupInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_fact_setup, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_fact_setup(inputs)
	return en_office_fact_setup(inputs)
});