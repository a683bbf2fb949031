/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown>, message: NonNullable<unknown> }} Alert_Order_MessageInputs */

const en_alert_order_message = /** @type {(inputs: Alert_Order_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what}: “${i?.message}”`)
};

/**
* | output |
* | --- |
* | "{what}: “{message}”" |
*
* @param {Alert_Order_MessageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_order_message = /** @type {((inputs: Alert_Order_MessageInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_Order_MessageInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("alert_order_message", en_alert_order_message));
