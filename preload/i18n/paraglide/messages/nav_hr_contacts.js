/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Hr_ContactsInputs */

const en_nav_hr_contacts = /** @type {(inputs: Nav_Hr_ContactsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`HR contacts`)
};

const es_nav_hr_contacts = /** @type {(inputs: Nav_Hr_ContactsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RR. HH.`)
};

/**
* | output |
* | --- |
* | "HR contacts" |
*
* @param {Nav_Hr_ContactsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const nav_hr_contacts = /** @type {((inputs?: Nav_Hr_ContactsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Hr_ContactsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_nav_hr_contacts, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_nav_hr_contacts(inputs)
	return en_nav_hr_contacts(inputs)
});