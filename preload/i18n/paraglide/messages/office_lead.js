/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_LeadInputs */

const en_office_lead = /** @type {(inputs: Office_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Online only: read from the server when you ask; only what you opened is listed again here.`)
};

const es_office_lead = /** @type {(inputs: Office_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo con conexión: se lee del servidor cuando usted lo pide; aquí solo se vuelve a listar lo que abrió.`)
};

/**
* | output |
* | --- |
* | "Online only: read from the server when you ask; only what you opened is listed again here." |
*
* @param {Office_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_lead = /** @type {((inputs?: Office_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_LeadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_lead, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_lead(inputs)
	return en_office_lead(inputs)
});