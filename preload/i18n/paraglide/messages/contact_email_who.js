/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ who: NonNullable<unknown>, value: NonNullable<unknown> }} Contact_Email_WhoInputs */

const en_contact_email_who = /** @type {(inputs: Contact_Email_WhoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`E-mail ${i?.who}: ${i?.value}`)
};

const es_contact_email_who = /** @type {(inputs: Contact_Email_WhoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Escribir a ${i?.who}: ${i?.value}`)
};

/**
* | output |
* | --- |
* | "E-mail {who}: {value}" |
*
* @param {Contact_Email_WhoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const contact_email_who = /** @type {((inputs: Contact_Email_WhoInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Email_WhoInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_contact_email_who, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_contact_email_who(inputs)
	return en_contact_email_who(inputs)
});