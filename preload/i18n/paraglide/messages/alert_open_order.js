/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alert_Open_OrderInputs */

const en_alert_open_order = /** @type {(inputs: Alert_Open_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open order`)
};

/**
* | output |
* | --- |
* | "Open order" |
*
* @param {Alert_Open_OrderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_open_order = /** @type {((inputs?: Alert_Open_OrderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_Open_OrderInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("alert_open_order", en_alert_open_order));
