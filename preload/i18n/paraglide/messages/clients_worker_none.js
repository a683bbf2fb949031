/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Worker_NoneInputs */

const en_clients_worker_none = /** @type {(inputs: Clients_Worker_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No client of the events you follow has banned or prefers this worker.`)
};

/**
* | output |
* | --- |
* | "No client of the events you follow has banned or prefers this worker." |
*
* @param {Clients_Worker_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_worker_none = /** @type {((inputs?: Clients_Worker_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Worker_NoneInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_worker_none", en_clients_worker_none));
