/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Net_RefusedInputs */

const en_main_net_refused = /** @type {(inputs: Main_Net_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the server refused the connection`)
};

const es_main_net_refused = /** @type {(inputs: Main_Net_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el servidor rechazó la conexión`)
};

/**
* | output |
* | --- |
* | "the server refused the connection" |
*
* @param {Main_Net_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_net_refused = /** @type {((inputs?: Main_Net_RefusedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Net_RefusedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_main_net_refused, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_net_refused(inputs)
	return en_main_net_refused(inputs)
});