/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Col_ShiftInputs */

const en_clients_col_shift = /** @type {(inputs: Clients_Col_ShiftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shift`)
};

/**
* | output |
* | --- |
* | "Shift" |
*
* @param {Clients_Col_ShiftInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_col_shift = /** @type {((inputs?: Clients_Col_ShiftInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Col_ShiftInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_col_shift", en_clients_col_shift));
