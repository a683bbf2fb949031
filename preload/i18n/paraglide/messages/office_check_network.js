/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Check_NetworkInputs */

const en_office_check_network = /** @type {(inputs: Office_Check_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the network connection, then try again.`)
};

const es_office_check_network = /** @type {(inputs: Office_Check_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compruebe la conexión de red y vuelva a intentarlo.`)
};

/**
* | output |
* | --- |
* | "Check the network connection, then try again." |
*
* @param {Office_Check_NetworkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_check_network = /** @type {((inputs?: Office_Check_NetworkInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Check_NetworkInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_check_network, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_check_network(inputs)
	return en_office_check_network(inputs)
});