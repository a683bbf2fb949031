/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Failure_Not_StoredInputs */

const en_sync_failure_not_stored = /** @type {(inputs: Sync_Failure_Not_StoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The app could not store what the server sent.`)
};

const es_sync_failure_not_stored = /** @type {(inputs: Sync_Failure_Not_StoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La aplicación no pudo guardar lo que envió el servidor.`)
};

/**
* | output |
* | --- |
* | "The app could not store what the server sent." |
*
* @param {Sync_Failure_Not_StoredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_not_stored = /** @type {((inputs?: Sync_Failure_Not_StoredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_Not_StoredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_sync_failure_not_stored, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sync_failure_not_stored(inputs)
	return en_sync_failure_not_stored(inputs)
});