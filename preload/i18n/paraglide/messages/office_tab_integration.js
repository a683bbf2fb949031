/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Tab_IntegrationInputs */

const en_office_tab_integration = /** @type {(inputs: Office_Tab_IntegrationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Integration`)
};

const es_office_tab_integration = /** @type {(inputs: Office_Tab_IntegrationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Integración`)
};

/**
* | output |
* | --- |
* | "Integration" |
*
* @param {Office_Tab_IntegrationInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_tab_integration = /** @type {((inputs?: Office_Tab_IntegrationInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Tab_IntegrationInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_tab_integration, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_tab_integration(inputs)
	return en_office_tab_integration(inputs)
});