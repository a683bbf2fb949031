/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_No_ShiftsInputs */

const en_clients_no_shifts = /** @type {(inputs: Clients_No_ShiftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No shifts in this order.`)
};

/**
* | output |
* | --- |
* | "No shifts in this order." |
*
* @param {Clients_No_ShiftsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_no_shifts = /** @type {((inputs?: Clients_No_ShiftsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_No_ShiftsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_no_shifts", en_clients_no_shifts));
