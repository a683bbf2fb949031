/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ words: NonNullable<unknown> }} Main_Net_LostInputs */

const en_main_net_lost = /** @type {(inputs: Main_Net_LostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The connection was lost before the server answered: ${i?.words}.`)
};

const es_main_net_lost = /** @type {(inputs: Main_Net_LostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se perdió la conexión antes de que respondiera el servidor: ${i?.words}.`)
};

/**
* | output |
* | --- |
* | "The connection was lost before the server answered: {words}." |
*
* @param {Main_Net_LostInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_net_lost = /** @type {((inputs: Main_Net_LostInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Net_LostInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_main_net_lost, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_net_lost(inputs)
	return en_main_net_lost(inputs)
});