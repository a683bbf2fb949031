/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ keys: NonNullable<unknown> }} Nav_Hr_Contacts_TitleInputs */

const en_nav_hr_contacts_title = /** @type {(inputs: Nav_Hr_Contacts_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`HR contacts (${i?.keys})`)
};

const es_nav_hr_contacts_title = /** @type {(inputs: Nav_Hr_Contacts_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Contactos de RR. HH. (${i?.keys})`)
};

/**
* | output |
* | --- |
* | "HR contacts ({keys})" |
*
* @param {Nav_Hr_Contacts_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const nav_hr_contacts_title = /** @type {((inputs: Nav_Hr_Contacts_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Hr_Contacts_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_nav_hr_contacts_title, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_nav_hr_contacts_title(inputs)
	return en_nav_hr_contacts_title(inputs)
});