/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Net_CancelledInputs */

const en_main_net_cancelled = /** @type {(inputs: Main_Net_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request was cancelled.`)
};

const es_main_net_cancelled = /** @type {(inputs: Main_Net_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se canceló la petición.`)
};

/**
* | output |
* | --- |
* | "The request was cancelled." |
*
* @param {Main_Net_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_net_cancelled = /** @type {((inputs?: Main_Net_CancelledInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Net_CancelledInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_main_net_cancelled, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_net_cancelled(inputs)
	return en_main_net_cancelled(inputs)
});