/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ worker: NonNullable<unknown> }} Orders_For_WorkerInputs */

const en_orders_for_worker = /** @type {(inputs: Orders_For_WorkerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`for ${i?.worker}`)
};

/**
* | output |
* | --- |
* | "for {worker}" |
*
* @param {Orders_For_WorkerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_for_worker = /** @type {((inputs: Orders_For_WorkerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_For_WorkerInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_for_worker", en_orders_for_worker));
