/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_LoadingInputs */

const en_clients_loading = /** @type {(inputs: Clients_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading stored data…`)
};

/**
* | output |
* | --- |
* | "Loading stored data…" |
*
* @param {Clients_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_loading = /** @type {((inputs?: Clients_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_LoadingInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_loading", en_clients_loading));
