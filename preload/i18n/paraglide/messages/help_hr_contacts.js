/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Help_Hr_ContactsInputs */

const en_help_hr_contacts = /** @type {(inputs: Help_Hr_ContactsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`HR contacts: who to call after an incident`)
};

/**
* | output |
* | --- |
* | "HR contacts: who to call after an incident" |
*
* @param {Help_Hr_ContactsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const help_hr_contacts = /** @type {((inputs?: Help_Hr_ContactsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Help_Hr_ContactsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("help_hr_contacts", en_help_hr_contacts));
