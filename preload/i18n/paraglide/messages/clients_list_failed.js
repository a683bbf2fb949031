/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_List_FailedInputs */

const en_clients_list_failed = /** @type {(inputs: Clients_List_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The client list could not be loaded`)
};

const es_clients_list_failed = /** @type {(inputs: Clients_List_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar la lista de clientes`)
};

/**
* | output |
* | --- |
* | "The client list could not be loaded" |
*
* @param {Clients_List_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_list_failed = /** @type {((inputs?: Clients_List_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_List_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_list_failed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_list_failed(inputs)
	return en_clients_list_failed(inputs)
});