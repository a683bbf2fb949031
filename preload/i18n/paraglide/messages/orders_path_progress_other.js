/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ step: NonNullable<unknown>, other: NonNullable<unknown> }} Orders_Path_Progress_OtherInputs */

const en_orders_path_progress_other = /** @type {(inputs: Orders_Path_Progress_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Progress: ${i?.step} (${i?.other}).`)
};

/**
* | output |
* | --- |
* | "Progress: {step} ({other})." |
*
* @param {Orders_Path_Progress_OtherInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_path_progress_other = /** @type {((inputs: Orders_Path_Progress_OtherInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Path_Progress_OtherInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_path_progress_other", en_orders_path_progress_other));
