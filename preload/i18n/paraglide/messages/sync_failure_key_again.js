/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Failure_Key_AgainInputs */

const en_sync_failure_key_again = /** @type {(inputs: Sync_Failure_Key_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the key again (Settings, Connection).`)
};

const es_sync_failure_key_again = /** @type {(inputs: Sync_Failure_Key_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vuelva a escribir la clave (Ajustes, Conexión).`)
};

/**
* | output |
* | --- |
* | "Enter the key again (Settings, Connection)." |
*
* @param {Sync_Failure_Key_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_key_again = /** @type {((inputs?: Sync_Failure_Key_AgainInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_Key_AgainInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_sync_failure_key_again, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sync_failure_key_again(inputs)
	return en_sync_failure_key_again(inputs)
});