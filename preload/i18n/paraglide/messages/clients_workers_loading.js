/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Workers_LoadingInputs */

const en_clients_workers_loading = /** @type {(inputs: Clients_Workers_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the client's workers…`)
};

/**
* | output |
* | --- |
* | "Loading the client's workers…" |
*
* @param {Clients_Workers_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_workers_loading = /** @type {((inputs?: Clients_Workers_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Workers_LoadingInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_workers_loading", en_clients_workers_loading));
