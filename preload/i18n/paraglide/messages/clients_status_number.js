/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ status: NonNullable<unknown> }} Clients_Status_NumberInputs */

const en_clients_status_number = /** @type {(inputs: Clients_Status_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the service's status number ${i?.status}`)
};

/**
* | output |
* | --- |
* | "the service's status number {status}" |
*
* @param {Clients_Status_NumberInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_status_number = /** @type {((inputs: Clients_Status_NumberInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Status_NumberInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_status_number", en_clients_status_number));
