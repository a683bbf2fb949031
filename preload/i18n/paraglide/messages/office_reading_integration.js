/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Reading_IntegrationInputs */

const en_office_reading_integration = /** @type {(inputs: Office_Reading_IntegrationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading the integration from the server…`)
};

const es_office_reading_integration = /** @type {(inputs: Office_Reading_IntegrationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leyendo la integración del servidor…`)
};

/**
* | output |
* | --- |
* | "Reading the integration from the server…" |
*
* @param {Office_Reading_IntegrationInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_reading_integration = /** @type {((inputs?: Office_Reading_IntegrationInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Reading_IntegrationInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_reading_integration, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_reading_integration(inputs)
	return en_office_reading_integration(inputs)
});