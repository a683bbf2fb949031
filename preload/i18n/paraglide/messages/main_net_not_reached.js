/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ words: NonNullable<unknown> }} Main_Net_Not_ReachedInputs */

const en_main_net_not_reached = /** @type {(inputs: Main_Net_Not_ReachedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not reach the server: ${i?.words}. Check the network connection.`)
};

const es_main_net_not_reached = /** @type {(inputs: Main_Net_Not_ReachedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo llegar al servidor: ${i?.words}. Compruebe la conexión de red.`)
};

/**
* | output |
* | --- |
* | "Could not reach the server: {words}. Check the network connection." |
*
* @param {Main_Net_Not_ReachedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_net_not_reached = /** @type {((inputs: Main_Net_Not_ReachedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Net_Not_ReachedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_main_net_not_reached, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_net_not_reached(inputs)
	return en_main_net_not_reached(inputs)
});