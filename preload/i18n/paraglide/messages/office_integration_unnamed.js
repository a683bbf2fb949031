/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Office_Integration_UnnamedInputs */

const en_office_integration_unnamed = /** @type {(inputs: Office_Integration_UnnamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Integration ${i?.id}`)
};

const es_office_integration_unnamed = /** @type {(inputs: Office_Integration_UnnamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Integración ${i?.id}`)
};

/**
* | output |
* | --- |
* | "Integration {id}" |
*
* @param {Office_Integration_UnnamedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_integration_unnamed = /** @type {((inputs: Office_Integration_UnnamedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Integration_UnnamedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_office_integration_unnamed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_integration_unnamed(inputs)
	return en_office_integration_unnamed(inputs)
});