/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Net_FailedInputs */

const en_main_net_failed = /** @type {(inputs: Main_Net_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the connection failed`)
};

const es_main_net_failed = /** @type {(inputs: Main_Net_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`falló la conexión`)
};

/**
* | output |
* | --- |
* | "the connection failed" |
*
* @param {Main_Net_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_net_failed = /** @type {((inputs?: Main_Net_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Net_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_main_net_failed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_net_failed(inputs)
	return en_main_net_failed(inputs)
});