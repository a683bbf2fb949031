/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Help_ClientsInputs */

const en_help_clients = /** @type {(inputs: Help_ClientsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clients: their orders and documents`)
};

const es_help_clients = /** @type {(inputs: Help_ClientsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clientes: sus pedidos y documentos`)
};

/**
* | output |
* | --- |
* | "Clients: their orders and documents" |
*
* @param {Help_ClientsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const help_clients = /** @type {((inputs?: Help_ClientsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Help_ClientsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_help_clients, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_help_clients(inputs)
	return en_help_clients(inputs)
});