/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_What_Hr_ContactsInputs */

const en_api_what_hr_contacts = /** @type {(inputs: Api_What_Hr_ContactsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the HR contacts`)
};

const es_api_what_hr_contacts = /** @type {(inputs: Api_What_Hr_ContactsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`los contactos de RR. HH.`)
};

/**
* | output |
* | --- |
* | "the HR contacts" |
*
* @param {Api_What_Hr_ContactsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_what_hr_contacts = /** @type {((inputs?: Api_What_Hr_ContactsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_What_Hr_ContactsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_api_what_hr_contacts, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_what_hr_contacts(inputs)
	return en_api_what_hr_contacts(inputs)
});