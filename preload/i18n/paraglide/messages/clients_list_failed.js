/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_List_FailedInputs */

const en_clients_list_failed = /** @type {(inputs: Clients_List_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The client list could not be loaded`)
};

/**
* | output |
* | --- |
* | "The client list could not be loaded" |
*
* @param {Clients_List_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_list_failed = /** @type {((inputs?: Clients_List_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_List_FailedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_list_failed", en_clients_list_failed));
