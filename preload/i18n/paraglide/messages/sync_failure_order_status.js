/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Sync_Failure_Order_StatusInputs */

const en_sync_failure_order_status = /** @type {(inputs: Sync_Failure_Order_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The status of order ${i?.id}`)
};

/**
* | output |
* | --- |
* | "The status of order {id}" |
*
* @param {Sync_Failure_Order_StatusInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_order_status = /** @type {((inputs: Sync_Failure_Order_StatusInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_Order_StatusInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("sync_failure_order_status", en_sync_failure_order_status));
