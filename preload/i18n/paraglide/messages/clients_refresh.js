/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_RefreshInputs */

const en_clients_refresh = /** @type {(inputs: Clients_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refresh`)
};

/**
* | output |
* | --- |
* | "Refresh" |
*
* @param {Clients_RefreshInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_refresh = /** @type {((inputs?: Clients_RefreshInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_RefreshInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_refresh", en_clients_refresh));
