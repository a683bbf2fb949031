/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Failure_No_KeyInputs */

const en_sync_failure_no_key = /** @type {(inputs: Sync_Failure_No_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No API key is available.`)
};

const es_sync_failure_no_key = /** @type {(inputs: Sync_Failure_No_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay ninguna clave de API disponible.`)
};

/**
* | output |
* | --- |
* | "No API key is available." |
*
* @param {Sync_Failure_No_KeyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_no_key = /** @type {((inputs?: Sync_Failure_No_KeyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_No_KeyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_sync_failure_no_key, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sync_failure_no_key(inputs)
	return en_sync_failure_no_key(inputs)
});