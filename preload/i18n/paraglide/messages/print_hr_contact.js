/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Hr_ContactInputs */

const en_print_hr_contact = /** @type {(inputs: Print_Hr_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`HR contact`)
};

const es_print_hr_contact = /** @type {(inputs: Print_Hr_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contacto de RR. HH.`)
};

/**
* | output |
* | --- |
* | "HR contact" |
*
* @param {Print_Hr_ContactInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_hr_contact = /** @type {((inputs?: Print_Hr_ContactInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Hr_ContactInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_print_hr_contact, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_hr_contact(inputs)
	return en_print_hr_contact(inputs)
});