/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Next_PageInputs */

const en_clients_next_page = /** @type {(inputs: Clients_Next_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next page →`)
};

/**
* | output |
* | --- |
* | "Next page →" |
*
* @param {Clients_Next_PageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_next_page = /** @type {((inputs?: Clients_Next_PageInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Next_PageInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_next_page", en_clients_next_page));
