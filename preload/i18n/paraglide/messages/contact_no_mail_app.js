/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ value: NonNullable<unknown> }} Contact_No_Mail_AppInputs */

const en_contact_no_mail_app = /** @type {(inputs: Contact_No_Mail_AppInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not open a mail app for ${i?.value}. Use Copy instead.`)
};

const es_contact_no_mail_app = /** @type {(inputs: Contact_No_Mail_AppInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo abrir una app de correo para ${i?.value}. Use Copiar.`)
};

/**
* | output |
* | --- |
* | "Could not open a mail app for {value}. Use Copy instead." |
*
* @param {Contact_No_Mail_AppInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const contact_no_mail_app = /** @type {((inputs: Contact_No_Mail_AppInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_No_Mail_AppInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_contact_no_mail_app, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_contact_no_mail_app(inputs)
	return en_contact_no_mail_app(inputs)
});