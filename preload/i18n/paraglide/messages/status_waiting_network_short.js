/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_Waiting_Network_ShortInputs */

const en_status_waiting_network_short = /** @type {(inputs: Status_Waiting_Network_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Syncs when online`)
};

const es_status_waiting_network_short = /** @type {(inputs: Status_Waiting_Network_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Espera conexión`)
};

/**
* | output |
* | --- |
* | "Syncs when online" |
*
* @param {Status_Waiting_Network_ShortInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_waiting_network_short = /** @type {((inputs?: Status_Waiting_Network_ShortInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Waiting_Network_ShortInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_waiting_network_short(inputs)
	return en_status_waiting_network_short(inputs)
});