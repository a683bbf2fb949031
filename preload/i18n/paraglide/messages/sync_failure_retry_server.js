/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Failure_Retry_ServerInputs */

const en_sync_failure_retry_server = /** @type {(inputs: Sync_Failure_Retry_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing to do now: the next sync tries again, and what you see stays as last synced. If it keeps failing, tell the office.`)
};

const es_sync_failure_retry_server = /** @type {(inputs: Sync_Failure_Retry_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nada que hacer por ahora: la próxima sincronización lo intenta de nuevo, y lo que ve sigue como en la última sincronización. Si sigue fallando, avise a la oficina.`)
};

/**
* | output |
* | --- |
* | "Nothing to do now: the next sync tries again, and what you see stays as last synced. If it keeps failing, tell the office." |
*
* @param {Sync_Failure_Retry_ServerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_retry_server = /** @type {((inputs?: Sync_Failure_Retry_ServerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_Retry_ServerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_sync_failure_retry_server, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sync_failure_retry_server(inputs)
	return en_sync_failure_retry_server(inputs)
});