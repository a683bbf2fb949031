/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Integration_IdInputs */

const en_office_integration_id = /** @type {(inputs: Office_Integration_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Integration id`)
};

const es_office_integration_id = /** @type {(inputs: Office_Integration_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID de integración`)
};

/**
* | output |
* | --- |
* | "Integration id" |
*
* @param {Office_Integration_IdInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_integration_id = /** @type {((inputs?: Office_Integration_IdInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Integration_IdInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_integration_id, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_integration_id(inputs)
	return en_office_integration_id(inputs)
});