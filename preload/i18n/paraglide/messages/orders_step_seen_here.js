/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ step: NonNullable<unknown> }} Orders_Step_Seen_HereInputs */

const en_orders_step_seen_here = /** @type {(inputs: Orders_Step_Seen_HereInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.step} seen here`)
};

/**
* | output |
* | --- |
* | "{step} seen here" |
*
* @param {Orders_Step_Seen_HereInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_step_seen_here = /** @type {((inputs: Orders_Step_Seen_HereInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Step_Seen_HereInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_step_seen_here", en_orders_step_seen_here));
