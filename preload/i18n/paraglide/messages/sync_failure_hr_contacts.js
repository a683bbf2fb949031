/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Failure_Hr_ContactsInputs */

const en_sync_failure_hr_contacts = /** @type {(inputs: Sync_Failure_Hr_ContactsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The HR contacts`)
};

const es_sync_failure_hr_contacts = /** @type {(inputs: Sync_Failure_Hr_ContactsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los contactos de RR. HH.`)
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
export const sync_failure_hr_contacts = /** @type {((inputs?: Sync_Failure_Hr_ContactsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_Hr_ContactsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_sync_failure_hr_contacts, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sync_failure_hr_contacts(inputs)
	return en_sync_failure_hr_contacts(inputs)
});