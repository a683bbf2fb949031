/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Failure_AdminsInputs */

const en_sync_failure_admins = /** @type {(inputs: Sync_Failure_AdminsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admins`)
};

const es_sync_failure_admins = /** @type {(inputs: Sync_Failure_AdminsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administradores`)
};

/**
* | output |
* | --- |
* | "Admins" |
*
* @param {Sync_Failure_AdminsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_admins = /** @type {((inputs?: Sync_Failure_AdminsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_AdminsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_sync_failure_admins, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sync_failure_admins(inputs)
	return en_sync_failure_admins(inputs)
});