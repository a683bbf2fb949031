/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_Waiting_NetworkInputs */

const en_status_waiting_network = /** @type {(inputs: Status_Waiting_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Will sync when back online`)
};

const es_status_waiting_network = /** @type {(inputs: Status_Waiting_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sincronizará al reconectar`)
};

/**
* | output |
* | --- |
* | "Will sync when back online" |
*
* @param {Status_Waiting_NetworkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_waiting_network = /** @type {((inputs?: Status_Waiting_NetworkInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Waiting_NetworkInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_status_waiting_network, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_waiting_network(inputs)
	return en_status_waiting_network(inputs)
});