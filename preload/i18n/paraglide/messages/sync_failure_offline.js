/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Failure_OfflineInputs */

const en_sync_failure_offline = /** @type {(inputs: Sync_Failure_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This computer was offline.`)
};

const es_sync_failure_offline = /** @type {(inputs: Sync_Failure_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta computadora estaba sin conexión.`)
};

/**
* | output |
* | --- |
* | "This computer was offline." |
*
* @param {Sync_Failure_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_offline = /** @type {((inputs?: Sync_Failure_OfflineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_OfflineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_sync_failure_offline, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sync_failure_offline(inputs)
	return en_sync_failure_offline(inputs)
});