/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ who: NonNullable<unknown>, value: NonNullable<unknown> }} Contact_Call_WhoInputs */

const en_contact_call_who = /** @type {(inputs: Contact_Call_WhoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Call ${i?.who}: ${i?.value}`)
};

const es_contact_call_who = /** @type {(inputs: Contact_Call_WhoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Llamar a ${i?.who}: ${i?.value}`)
};

/**
* | output |
* | --- |
* | "Call {who}: {value}" |
*
* @param {Contact_Call_WhoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const contact_call_who = /** @type {((inputs: Contact_Call_WhoInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Call_WhoInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_contact_call_who, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_contact_call_who(inputs)
	return en_contact_call_who(inputs)
});