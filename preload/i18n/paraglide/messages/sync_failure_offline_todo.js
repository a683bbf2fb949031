/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Failure_Offline_TodoInputs */

const en_sync_failure_offline_todo = /** @type {(inputs: Sync_Failure_Offline_TodoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing to do: the sync runs when the network is back.`)
};

const es_sync_failure_offline_todo = /** @type {(inputs: Sync_Failure_Offline_TodoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nada que hacer: la sincronización se hace cuando vuelva la red.`)
};

/**
* | output |
* | --- |
* | "Nothing to do: the sync runs when the network is back." |
*
* @param {Sync_Failure_Offline_TodoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_offline_todo = /** @type {((inputs?: Sync_Failure_Offline_TodoInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_Offline_TodoInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_sync_failure_offline_todo, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sync_failure_offline_todo(inputs)
	return en_sync_failure_offline_todo(inputs)
});