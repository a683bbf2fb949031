/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Failure_Hr_ContactsInputs */

const en_sync_failure_hr_contacts = /** @type {(inputs: Sync_Failure_Hr_ContactsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The HR contacts`)
};

/**
* | output |
* | --- |
* | "The HR contacts" |
*
* @param {Sync_Failure_Hr_ContactsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_hr_contacts = /** @type {((inputs?: Sync_Failure_Hr_ContactsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_Hr_ContactsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("sync_failure_hr_contacts", en_sync_failure_hr_contacts));
