/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Orders_Worker_UnnamedInputs */

const en_orders_worker_unnamed = /** @type {(inputs: Orders_Worker_UnnamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Worker ${i?.id}`)
};

/**
* | output |
* | --- |
* | "Worker {id}" |
*
* @param {Orders_Worker_UnnamedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_worker_unnamed = /** @type {((inputs: Orders_Worker_UnnamedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Worker_UnnamedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_worker_unnamed", en_orders_worker_unnamed));
