/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, id: NonNullable<unknown> }} Clients_Opened_DeletedInputs */

const en_clients_opened_deleted = /** @type {(inputs: Clients_Opened_DeletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (${i?.id}), deleted`)
};

/**
* | output |
* | --- |
* | "{name} ({id}), deleted" |
*
* @param {Clients_Opened_DeletedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_opened_deleted = /** @type {((inputs: Clients_Opened_DeletedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Opened_DeletedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_opened_deleted", en_clients_opened_deleted));
