/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Clients_Deleted_OnInputs */

const en_clients_deleted_on = /** @type {(inputs: Clients_Deleted_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deleted on ${i?.when}`)
};

/**
* | output |
* | --- |
* | "Deleted on {when}" |
*
* @param {Clients_Deleted_OnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_deleted_on = /** @type {((inputs: Clients_Deleted_OnInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Deleted_OnInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_deleted_on", en_clients_deleted_on));
