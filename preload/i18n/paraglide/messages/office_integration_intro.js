/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Integration_IntroInputs */

const en_office_integration_intro = /** @type {(inputs: Office_Integration_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type an integration's id and choose “Show integration”.`)
};

const es_office_integration_intro = /** @type {(inputs: Office_Integration_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escriba el ID de una integración y elija «Mostrar integración».`)
};

/**
* | output |
* | --- |
* | "Type an integration's id and choose “Show integration”." |
*
* @param {Office_Integration_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_integration_intro = /** @type {((inputs?: Office_Integration_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Integration_IntroInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_integration_intro, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_integration_intro(inputs)
	return en_office_integration_intro(inputs)
});