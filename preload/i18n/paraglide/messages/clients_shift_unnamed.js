/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Clients_Shift_UnnamedInputs */

const en_clients_shift_unnamed = /** @type {(inputs: Clients_Shift_UnnamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shift ${i?.id}`)
};

/**
* | output |
* | --- |
* | "Shift {id}" |
*
* @param {Clients_Shift_UnnamedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_shift_unnamed = /** @type {((inputs: Clients_Shift_UnnamedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Shift_UnnamedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_shift_unnamed", en_clients_shift_unnamed));
