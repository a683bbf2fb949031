/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Copy_Phone_FailedInputs */

const en_contact_copy_phone_failed = /** @type {(inputs: Contact_Copy_Phone_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not copy the phone number; select it and copy by hand.`)
};

const es_contact_copy_phone_failed = /** @type {(inputs: Contact_Copy_Phone_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo copiar el teléfono; selecciónelo y cópielo a mano.`)
};

/**
* | output |
* | --- |
* | "Could not copy the phone number; select it and copy by hand." |
*
* @param {Contact_Copy_Phone_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const contact_copy_phone_failed = /** @type {((inputs?: Contact_Copy_Phone_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Copy_Phone_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_contact_copy_phone_failed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_contact_copy_phone_failed(inputs)
	return en_contact_copy_phone_failed(inputs)
});