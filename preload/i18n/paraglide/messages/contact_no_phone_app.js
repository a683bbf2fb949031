/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ value: NonNullable<unknown> }} Contact_No_Phone_AppInputs */

const en_contact_no_phone_app = /** @type {(inputs: Contact_No_Phone_AppInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not open a phone app for ${i?.value}. Use Copy instead.`)
};

const es_contact_no_phone_app = /** @type {(inputs: Contact_No_Phone_AppInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo abrir una app de teléfono para ${i?.value}. Use Copiar.`)
};

/**
* | output |
* | --- |
* | "Could not open a phone app for {value}. Use Copy instead." |
*
* @param {Contact_No_Phone_AppInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const contact_no_phone_app = /** @type {((inputs: Contact_No_Phone_AppInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_No_Phone_AppInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_contact_no_phone_app, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_contact_no_phone_app(inputs)
	return en_contact_no_phone_app(inputs)
});