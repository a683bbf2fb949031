/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Workers_FailedInputs */

const en_clients_workers_failed = /** @type {(inputs: Clients_Workers_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The client's workers could not be loaded`)
};

/**
* | output |
* | --- |
* | "The client's workers could not be loaded" |
*
* @param {Clients_Workers_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_workers_failed = /** @type {((inputs?: Clients_Workers_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Workers_FailedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_workers_failed", en_clients_workers_failed));
