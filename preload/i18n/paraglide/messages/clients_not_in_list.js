/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Clients_Not_In_ListInputs */

const en_clients_not_in_list = /** @type {(inputs: Clients_Not_In_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: not in the worker list`)
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
export const clients_not_in_list = /** @type {((inputs: Clients_Not_In_ListInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Not_In_ListInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_not_in_list", en_clients_not_in_list));
