/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Form_ApplicationInputs */

const en_office_form_application = /** @type {(inputs: Office_Form_ApplicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Application`)
};

const es_office_form_application = /** @type {(inputs: Office_Form_ApplicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitud`)
};

/**
* | output |
* | --- |
* | "Application" |
*
* @param {Office_Form_ApplicationInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_form_application = /** @type {((inputs?: Office_Form_ApplicationInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Form_ApplicationInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_form_application, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_form_application(inputs)
	return en_office_form_application(inputs)
});