/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Net_Connect_SlowInputs */

const en_main_net_connect_slow = /** @type {(inputs: Main_Net_Connect_SlowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`connecting to the server took too long`)
};

const es_main_net_connect_slow = /** @type {(inputs: Main_Net_Connect_SlowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la conexión con el servidor tardó demasiado`)
};

/**
* | output |
* | --- |
* | "connecting to the server took too long" |
*
* @param {Main_Net_Connect_SlowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_net_connect_slow = /** @type {((inputs?: Main_Net_Connect_SlowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Net_Connect_SlowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_main_net_connect_slow, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_net_connect_slow(inputs)
	return en_main_net_connect_slow(inputs)
});