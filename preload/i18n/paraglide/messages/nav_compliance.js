/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_ComplianceInputs */

const en_nav_compliance = /** @type {(inputs: Nav_ComplianceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compliance`)
};

const es_nav_compliance = /** @type {(inputs: Nav_ComplianceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Requisitos`)
};

/**
* | output |
* | --- |
* | "Compliance" |
*
* @param {Nav_ComplianceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const nav_compliance = /** @type {((inputs?: Nav_ComplianceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_ComplianceInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_nav_compliance, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_nav_compliance(inputs)
	return en_nav_compliance(inputs)
});