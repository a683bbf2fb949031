/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Workers_NormalInputs */

const en_clients_workers_normal = /** @type {(inputs: Clients_Workers_NormalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Normal workers`)
};

/**
* | output |
* | --- |
* | "Normal workers" |
*
* @param {Clients_Workers_NormalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_workers_normal = /** @type {((inputs?: Clients_Workers_NormalInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Workers_NormalInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_workers_normal", en_clients_workers_normal));
