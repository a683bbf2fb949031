/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Contact_Mail_App_FailedInputs */

const en_contact_mail_app_failed = /** @type {(inputs: Contact_Mail_App_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not open a mail app: ${i?.reason}`)
};

const es_contact_mail_app_failed = /** @type {(inputs: Contact_Mail_App_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo abrir una app de correo: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Could not open a mail app: {reason}" |
*
* @param {Contact_Mail_App_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const contact_mail_app_failed = /** @type {((inputs: Contact_Mail_App_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Mail_App_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_contact_mail_app_failed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_contact_mail_app_failed(inputs)
	return en_contact_mail_app_failed(inputs)
});