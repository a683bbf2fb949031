/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Failure_Retry_NetworkInputs */

const en_sync_failure_retry_network = /** @type {(inputs: Sync_Failure_Retry_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing to do now: the next sync tries again, and what you see stays as last synced. Check the network if it keeps failing.`)
};

const es_sync_failure_retry_network = /** @type {(inputs: Sync_Failure_Retry_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nada que hacer por ahora: la próxima sincronización lo intenta de nuevo, y lo que ve sigue como en la última sincronización. Revise la red si sigue fallando.`)
};

/**
* | output |
* | --- |
* | "Nothing to do now: the next sync tries again, and what you see stays as last synced. Check the network if it keeps failing." |
*
* @param {Sync_Failure_Retry_NetworkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_retry_network = /** @type {((inputs?: Sync_Failure_Retry_NetworkInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_Retry_NetworkInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_sync_failure_retry_network, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sync_failure_retry_network(inputs)
	return en_sync_failure_retry_network(inputs)
});