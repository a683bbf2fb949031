/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Show_IntegrationInputs */

const en_office_show_integration = /** @type {(inputs: Office_Show_IntegrationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show integration`)
};

const es_office_show_integration = /** @type {(inputs: Office_Show_IntegrationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar integración`)
};

/**
* | output |
* | --- |
* | "Show integration" |
*
* @param {Office_Show_IntegrationInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_show_integration = /** @type {((inputs?: Office_Show_IntegrationInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Show_IntegrationInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_show_integration, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_show_integration(inputs)
	return en_office_show_integration(inputs)
});