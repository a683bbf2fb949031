/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ who: NonNullable<unknown>, value: NonNullable<unknown> }} Contact_Call_WhoInputs */

const en_contact_call_who = /** @type {(inputs: Contact_Call_WhoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Call ${i?.who}: ${i?.value}`)
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
export const contact_call_who = /** @type {((inputs: Contact_Call_WhoInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Call_WhoInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("contact_call_who", en_contact_call_who));
