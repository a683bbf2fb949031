/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Failure_Client_RemovedInputs */

const en_sync_failure_client_removed = /** @type {(inputs: Sync_Failure_Client_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask the office whether the client was removed; its banned and preferred workers stay as last synced.`)
};

const es_sync_failure_client_removed = /** @type {(inputs: Sync_Failure_Client_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pregunte a la oficina si se dio de baja al cliente; sus trabajadores vetados y preferidos siguen como en la última sincronización.`)
};

/**
* | output |
* | --- |
* | "Ask the office whether the client was removed; its banned and preferred workers stay as last synced." |
*
* @param {Sync_Failure_Client_RemovedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_client_removed = /** @type {((inputs?: Sync_Failure_Client_RemovedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_Client_RemovedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_sync_failure_client_removed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sync_failure_client_removed(inputs)
	return en_sync_failure_client_removed(inputs)
});