/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Help_Hr_ContactsInputs */

const en_help_hr_contacts = /** @type {(inputs: Help_Hr_ContactsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`HR contacts: who to call after an incident`)
};

const es_help_hr_contacts = /** @type {(inputs: Help_Hr_ContactsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contactos de RR. HH.: a quién llamar tras un incidente`)
};

/**
* | output |
* | --- |
* | "HR contacts: who to call after an incident" |
*
* @param {Help_Hr_ContactsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const help_hr_contacts = /** @type {((inputs?: Help_Hr_ContactsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Help_Hr_ContactsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_help_hr_contacts, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_help_hr_contacts(inputs)
	return en_help_hr_contacts(inputs)
});