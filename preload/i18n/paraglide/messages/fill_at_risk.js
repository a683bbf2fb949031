/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Fill_At_RiskInputs */

const en_fill_at_risk = /** @type {(inputs: Fill_At_RiskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`At risk`)
};

const es_fill_at_risk = /** @type {(inputs: Fill_At_RiskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En riesgo`)
};

/**
* | output |
* | --- |
* | "At risk" |
*
* @param {Fill_At_RiskInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const fill_at_risk = /** @type {((inputs?: Fill_At_RiskInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Fill_At_RiskInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_fill_at_risk, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_fill_at_risk(inputs)
	return en_fill_at_risk(inputs)
});