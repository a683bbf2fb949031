/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alert_Order_CompletedInputs */

const en_alert_order_completed = /** @type {(inputs: Alert_Order_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order completed`)
};

/**
* | output |
* | --- |
* | "Order completed" |
*
* @param {Alert_Order_CompletedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_order_completed = /** @type {((inputs?: Alert_Order_CompletedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_Order_CompletedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("alert_order_completed", en_alert_order_completed));
