/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Net_No_AddressInputs */

const en_main_net_no_address = /** @type {(inputs: Main_Net_No_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the server’s address could not be looked up (no network, or a wrong address)`)
};

const es_main_net_no_address = /** @type {(inputs: Main_Net_No_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no se encontró la dirección del servidor (sin red o dirección equivocada)`)
};

/**
* | output |
* | --- |
* | "the server’s address could not be looked up (no network, or a wrong address)" |
*
* @param {Main_Net_No_AddressInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_net_no_address = /** @type {((inputs?: Main_Net_No_AddressInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Net_No_AddressInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_main_net_no_address, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_net_no_address(inputs)
	return en_main_net_no_address(inputs)
});