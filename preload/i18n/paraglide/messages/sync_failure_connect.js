/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Failure_ConnectInputs */

const en_sync_failure_connect = /** @type {(inputs: Sync_Failure_ConnectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connect with your key (Settings, Connection).`)
};

const es_sync_failure_connect = /** @type {(inputs: Sync_Failure_ConnectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conéctese con su clave (Ajustes, Conexión).`)
};

/**
* | output |
* | --- |
* | "Connect with your key (Settings, Connection)." |
*
* @param {Sync_Failure_ConnectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_connect = /** @type {((inputs?: Sync_Failure_ConnectInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_ConnectInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_sync_failure_connect, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sync_failure_connect(inputs)
	return en_sync_failure_connect(inputs)
});