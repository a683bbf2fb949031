/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Clients_Client_UnnamedInputs */

const en_clients_client_unnamed = /** @type {(inputs: Clients_Client_UnnamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Client ${i?.id}`)
};

const es_clients_client_unnamed = /** @type {(inputs: Clients_Client_UnnamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cliente ${i?.id}`)
};

/**
* | output |
* | --- |
* | "Client {id}" |
*
* @param {Clients_Client_UnnamedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_client_unnamed = /** @type {((inputs: Clients_Client_UnnamedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Client_UnnamedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_client_unnamed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_client_unnamed(inputs)
	return en_clients_client_unnamed(inputs)
});