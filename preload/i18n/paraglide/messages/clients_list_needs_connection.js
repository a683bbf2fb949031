/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_List_Needs_ConnectionInputs */

const en_clients_list_needs_connection = /** @type {(inputs: Clients_List_Needs_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Client lists are asked from the server each time, so they need a connection.`)
};

const es_clients_list_needs_connection = /** @type {(inputs: Clients_List_Needs_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las listas de clientes se piden al servidor cada vez, así que necesitan conexión.`)
};

/**
* | output |
* | --- |
* | "Client lists are asked from the server each time, so they need a connection." |
*
* @param {Clients_List_Needs_ConnectionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_list_needs_connection = /** @type {((inputs?: Clients_List_Needs_ConnectionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_List_Needs_ConnectionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_list_needs_connection, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_list_needs_connection(inputs)
	return en_clients_list_needs_connection(inputs)
});