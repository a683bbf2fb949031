/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Menu_Hr_ContactsInputs */

const en_menu_hr_contacts = /** @type {(inputs: Menu_Hr_ContactsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`HR contacts`)
};

const es_menu_hr_contacts = /** @type {(inputs: Menu_Hr_ContactsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contactos de RR. HH.`)
};

/**
* | output |
* | --- |
* | "HR contacts" |
*
* @param {Menu_Hr_ContactsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const menu_hr_contacts = /** @type {((inputs?: Menu_Hr_ContactsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_Hr_ContactsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_menu_hr_contacts, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_menu_hr_contacts(inputs)
	return en_menu_hr_contacts(inputs)
});