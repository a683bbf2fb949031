/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_Events_OfflineInputs */

const en_follow_events_offline = /** @type {(inputs: Follow_Events_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are offline: the list arrives with the next sync once the network is back.`)
};

const es_follow_events_offline = /** @type {(inputs: Follow_Events_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Está sin conexión: la lista llegará con la próxima sincronización cuando vuelva la red.`)
};

/**
* | output |
* | --- |
* | "You are offline: the list arrives with the next sync once the network is back." |
*
* @param {Follow_Events_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_events_offline = /** @type {((inputs?: Follow_Events_OfflineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Events_OfflineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_follow_events_offline, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_follow_events_offline(inputs)
	return en_follow_events_offline(inputs)
});