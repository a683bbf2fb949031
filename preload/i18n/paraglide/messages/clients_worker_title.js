/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Worker_TitleInputs */

const en_clients_worker_title = /** @type {(inputs: Clients_Worker_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`At the clients of your events`)
};

/**
* | output |
* | --- |
* | "At the clients of your events" |
*
* @param {Clients_Worker_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_worker_title = /** @type {((inputs?: Clients_Worker_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Worker_TitleInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_worker_title", en_clients_worker_title));
