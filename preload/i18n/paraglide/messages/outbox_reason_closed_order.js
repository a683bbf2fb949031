/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outbox_Reason_Closed_OrderInputs */

const en_outbox_reason_closed_order = /** @type {(inputs: Outbox_Reason_Closed_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The app closed while this order was being sent, so it may have been placed.`)
};

/**
* | output |
* | --- |
* | "The app closed while this order was being sent, so it may have been placed." |
*
* @param {Outbox_Reason_Closed_OrderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const outbox_reason_closed_order = /** @type {((inputs?: Outbox_Reason_Closed_OrderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outbox_Reason_Closed_OrderInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("outbox_reason_closed_order", en_outbox_reason_closed_order));
