/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alert_Order_ApprovedInputs */

const en_alert_order_approved = /** @type {(inputs: Alert_Order_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order approved`)
};

/**
* | output |
* | --- |
* | "Order approved" |
*
* @param {Alert_Order_ApprovedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_order_approved = /** @type {((inputs?: Alert_Order_ApprovedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_Order_ApprovedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("alert_order_approved", en_alert_order_approved));
