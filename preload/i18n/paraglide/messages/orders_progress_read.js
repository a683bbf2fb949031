/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Progress_ReadInputs */

const en_orders_progress_read = /** @type {(inputs: Orders_Progress_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Progress read`)
};

/**
* | output |
* | --- |
* | "Progress read" |
*
* @param {Orders_Progress_ReadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_progress_read = /** @type {((inputs?: Orders_Progress_ReadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Progress_ReadInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_progress_read", en_orders_progress_read));
