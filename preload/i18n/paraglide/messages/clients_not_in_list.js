/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Clients_Not_In_ListInputs */

const en_clients_not_in_list = /** @type {(inputs: Clients_Not_In_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: not in the worker list`)
};

const es_clients_not_in_list = /** @type {(inputs: Clients_Not_In_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: no está en la lista de trabajadores`)
};

/**
* | output |
* | --- |
* | "{name}: not in the worker list" |
*
* @param {Clients_Not_In_ListInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_not_in_list = /** @type {((inputs: Clients_Not_In_ListInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Not_In_ListInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_not_in_list, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_not_in_list(inputs)
	return en_clients_not_in_list(inputs)
});