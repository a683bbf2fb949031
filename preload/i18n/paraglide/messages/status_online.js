/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_OnlineInputs */

const en_status_online = /** @type {(inputs: Status_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Online`)
};

const es_status_online = /** @type {(inputs: Status_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En línea`)
};

/**
* | output |
* | --- |
* | "Online" |
*
* @param {Status_OnlineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_online = /** @type {((inputs?: Status_OnlineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_OnlineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_status_online, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_online(inputs)
	return en_status_online(inputs)
});