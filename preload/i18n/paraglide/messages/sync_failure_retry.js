/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Failure_RetryInputs */

const en_sync_failure_retry = /** @type {(inputs: Sync_Failure_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing to do now: the next sync tries again, and what you see stays as last synced.`)
};

const es_sync_failure_retry = /** @type {(inputs: Sync_Failure_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nada que hacer por ahora: la próxima sincronización lo intenta de nuevo, y lo que ve sigue como en la última sincronización.`)
};

/**
* | output |
* | --- |
* | "Nothing to do now: the next sync tries again, and what you see stays as last synced." |
*
* @param {Sync_Failure_RetryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_retry = /** @type {((inputs?: Sync_Failure_RetryInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_RetryInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_sync_failure_retry, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sync_failure_retry(inputs)
	return en_sync_failure_retry(inputs)
});