/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Integration_Id_HintInputs */

const en_office_integration_id_hint = /** @type {(inputs: Office_Integration_Id_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The number of the integration in the company settings. Its details are read from the server when you ask; only its id and name are kept here, under Recently opened.`)
};

const es_office_integration_id_hint = /** @type {(inputs: Office_Integration_Id_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El número de la integración en los ajustes de la empresa. Sus detalles se leen del servidor cuando usted lo pide; aquí solo se guardan su ID y su nombre, en Abiertas recientemente.`)
};

/**
* | output |
* | --- |
* | "The number of the integration in the company settings. Its details are read from the server when you ask; only its id and name are kept here, under Recently ..." |
*
* @param {Office_Integration_Id_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_integration_id_hint = /** @type {((inputs?: Office_Integration_Id_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Integration_Id_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_integration_id_hint, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_integration_id_hint(inputs)
	return en_office_integration_id_hint(inputs)
});