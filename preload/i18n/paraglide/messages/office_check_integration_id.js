/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Check_Integration_IdInputs */

const en_office_check_integration_id = /** @type {(inputs: Office_Check_Integration_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the id with the office: it is the number shown for the integration in the company settings.`)
};

const es_office_check_integration_id = /** @type {(inputs: Office_Check_Integration_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirme el ID con la oficina: es el número que muestra la integración en los ajustes de la empresa.`)
};

/**
* | output |
* | --- |
* | "Check the id with the office: it is the number shown for the integration in the company settings." |
*
* @param {Office_Check_Integration_IdInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_check_integration_id = /** @type {((inputs?: Office_Check_Integration_IdInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Check_Integration_IdInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_check_integration_id, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_check_integration_id(inputs)
	return en_office_check_integration_id(inputs)
});