/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ step: NonNullable<unknown> }} Orders_Path_ProgressInputs */

const en_orders_path_progress = /** @type {(inputs: Orders_Path_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Progress: ${i?.step}.`)
};

/**
* | output |
* | --- |
* | "Progress: {step}." |
*
* @param {Orders_Path_ProgressInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_path_progress = /** @type {((inputs: Orders_Path_ProgressInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Path_ProgressInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_path_progress", en_orders_path_progress));
