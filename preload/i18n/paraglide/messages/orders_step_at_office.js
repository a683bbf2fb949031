/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ step: NonNullable<unknown> }} Orders_Step_At_OfficeInputs */

const en_orders_step_at_office = /** @type {(inputs: Orders_Step_At_OfficeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.step} at the office`)
};

/**
* | output |
* | --- |
* | "{step} at the office" |
*
* @param {Orders_Step_At_OfficeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_step_at_office = /** @type {((inputs: Orders_Step_At_OfficeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Step_At_OfficeInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_step_at_office", en_orders_step_at_office));
