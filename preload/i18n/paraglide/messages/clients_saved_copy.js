/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Clients_Saved_CopyInputs */

const en_clients_saved_copy = /** @type {(inputs: Clients_Saved_CopyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saved copy from ${i?.when}`)
};

/**
* | output |
* | --- |
* | "Saved copy from {when}" |
*
* @param {Clients_Saved_CopyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_saved_copy = /** @type {((inputs: Clients_Saved_CopyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Saved_CopyInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_saved_copy", en_clients_saved_copy));
