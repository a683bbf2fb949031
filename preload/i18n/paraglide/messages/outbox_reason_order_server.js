/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outbox_Reason_Order_ServerInputs */

const en_outbox_reason_order_server = /** @type {(inputs: Outbox_Reason_Order_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server had a problem; it may or may not have stored this order.`)
};

/**
* | output |
* | --- |
* | "The server had a problem; it may or may not have stored this order." |
*
* @param {Outbox_Reason_Order_ServerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const outbox_reason_order_server = /** @type {((inputs?: Outbox_Reason_Order_ServerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outbox_Reason_Order_ServerInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("outbox_reason_order_server", en_outbox_reason_order_server));
