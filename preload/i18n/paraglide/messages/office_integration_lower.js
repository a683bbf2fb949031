/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Office_Integration_LowerInputs */

const en_office_integration_lower = /** @type {(inputs: Office_Integration_LowerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`integration ${i?.id}`)
};

const es_office_integration_lower = /** @type {(inputs: Office_Integration_LowerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`integración ${i?.id}`)
};

/**
* | output |
* | --- |
* | "integration {id}" |
*
* @param {Office_Integration_LowerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_integration_lower = /** @type {((inputs: Office_Integration_LowerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Integration_LowerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_office_integration_lower, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_integration_lower(inputs)
	return en_office_integration_lower(inputs)
});