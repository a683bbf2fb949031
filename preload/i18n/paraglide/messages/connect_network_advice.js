/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Network_AdviceInputs */

const en_connect_network_advice = /** @type {(inputs: Connect_Network_AdviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the network connection (and the base URL for a custom server), then try again.`)
};

const es_connect_network_advice = /** @type {(inputs: Connect_Network_AdviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revise la conexión de red (y la URL base si el servidor es propio) e inténtelo de nuevo.`)
};

/**
* | output |
* | --- |
* | "Check the network connection (and the base URL for a custom server), then try again." |
*
* @param {Connect_Network_AdviceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_network_advice = /** @type {((inputs?: Connect_Network_AdviceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Network_AdviceInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_connect_network_advice, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_connect_network_advice(inputs)
	return en_connect_network_advice(inputs)
});