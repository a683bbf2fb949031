/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_No_Personnel_IdInputs */

const en_orders_no_personnel_id = /** @type {(inputs: Orders_No_Personnel_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This worker's personnel id is not known yet, and the server needs it for an order. It arrives with the worker list: sync (Sync now, or F5), then place the order again.`)
};

/**
* | output |
* | --- |
* | "This worker's personnel id is not known yet, and the server needs it for an order. It arrives with the worker list: sync (Sync now, or F5), then place the or..." |
*
* @param {Orders_No_Personnel_IdInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_no_personnel_id = /** @type {((inputs?: Orders_No_Personnel_IdInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_No_Personnel_IdInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_no_personnel_id", en_orders_no_personnel_id));
