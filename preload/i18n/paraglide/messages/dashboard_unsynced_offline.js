/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Unsynced_OfflineInputs */

const en_dashboard_unsynced_offline = /** @type {(inputs: Dashboard_Unsynced_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offline: the shifts of these events will be fetched when the network is back.`)
};

const es_dashboard_unsynced_offline = /** @type {(inputs: Dashboard_Unsynced_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin conexión: los turnos de estos eventos se descargarán cuando vuelva la red.`)
};

/**
* | output |
* | --- |
* | "Offline: the shifts of these events will be fetched when the network is back." |
*
* @param {Dashboard_Unsynced_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_unsynced_offline = /** @type {((inputs?: Dashboard_Unsynced_OfflineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Unsynced_OfflineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_dashboard_unsynced_offline, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_unsynced_offline(inputs)
	return en_dashboard_unsynced_offline(inputs)
});