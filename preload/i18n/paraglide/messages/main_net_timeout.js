/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ seconds: NonNullable<unknown> }} Main_Net_TimeoutInputs */

const en_main_net_timeout = /** @type {(inputs: Main_Net_TimeoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The server did not answer within ${i?.seconds} s.`)
};

const es_main_net_timeout = /** @type {(inputs: Main_Net_TimeoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servidor no respondió en ${i?.seconds} s.`)
};

/**
* | output |
* | --- |
* | "The server did not answer within {seconds} s." |
*
* @param {Main_Net_TimeoutInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_net_timeout = /** @type {((inputs: Main_Net_TimeoutInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Net_TimeoutInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_main_net_timeout, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_net_timeout(inputs)
	return en_main_net_timeout(inputs)
});