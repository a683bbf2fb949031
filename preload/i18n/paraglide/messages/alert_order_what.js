/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ item: NonNullable<unknown>, worker: NonNullable<unknown> }} Alert_Order_WhatInputs */

const en_alert_order_what = /** @type {(inputs: Alert_Order_WhatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.item} for ${i?.worker}`)
};

/**
* | output |
* | --- |
* | "{item} for {worker}" |
*
* @param {Alert_Order_WhatInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_order_what = /** @type {((inputs: Alert_Order_WhatInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_Order_WhatInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("alert_order_what", en_alert_order_what));
