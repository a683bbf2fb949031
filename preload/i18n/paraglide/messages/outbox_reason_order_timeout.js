/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outbox_Reason_Order_TimeoutInputs */

const en_outbox_reason_order_timeout = /** @type {(inputs: Outbox_Reason_Order_TimeoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The order may have been placed.`)
};

/**
* | output |
* | --- |
* | "The order may have been placed." |
*
* @param {Outbox_Reason_Order_TimeoutInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const outbox_reason_order_timeout = /** @type {((inputs?: Outbox_Reason_Order_TimeoutInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outbox_Reason_Order_TimeoutInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("outbox_reason_order_timeout", en_outbox_reason_order_timeout));
