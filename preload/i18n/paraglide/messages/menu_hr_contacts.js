/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Menu_Hr_ContactsInputs */

const en_menu_hr_contacts = /** @type {(inputs: Menu_Hr_ContactsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`HR contacts`)
};

/**
* | output |
* | --- |
* | "HR contacts" |
*
* @param {Menu_Hr_ContactsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const menu_hr_contacts = /** @type {((inputs?: Menu_Hr_ContactsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_Hr_ContactsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("menu_hr_contacts", en_menu_hr_contacts));
