/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Workers_PreferredInputs */

const en_clients_workers_preferred = /** @type {(inputs: Clients_Workers_PreferredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preferred workers`)
};

/**
* | output |
* | --- |
* | "Preferred workers" |
*
* @param {Clients_Workers_PreferredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_workers_preferred = /** @type {((inputs?: Clients_Workers_PreferredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Workers_PreferredInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_workers_preferred", en_clients_workers_preferred));
