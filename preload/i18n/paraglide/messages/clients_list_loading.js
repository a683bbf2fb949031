/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_List_LoadingInputs */

const en_clients_list_loading = /** @type {(inputs: Clients_List_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the client list…`)
};

/**
* | output |
* | --- |
* | "Loading the client list…" |
*
* @param {Clients_List_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_list_loading = /** @type {((inputs?: Clients_List_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_List_LoadingInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_list_loading", en_clients_list_loading));
