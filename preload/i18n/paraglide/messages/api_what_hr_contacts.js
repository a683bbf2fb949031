/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_What_Hr_ContactsInputs */

const en_api_what_hr_contacts = /** @type {(inputs: Api_What_Hr_ContactsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the HR contacts`)
};

/**
* | output |
* | --- |
* | "the HR contacts" |
*
* @param {Api_What_Hr_ContactsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_what_hr_contacts = /** @type {((inputs?: Api_What_Hr_ContactsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_What_Hr_ContactsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_what_hr_contacts", en_api_what_hr_contacts));
