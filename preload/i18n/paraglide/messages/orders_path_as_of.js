/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ at: NonNullable<unknown> }} Orders_Path_As_OfInputs */

const en_orders_path_as_of = /** @type {(inputs: Orders_Path_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`as of ${i?.at}`)
};

/**
* | output |
* | --- |
* | "as of {at}" |
*
* @param {Orders_Path_As_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_path_as_of = /** @type {((inputs: Orders_Path_As_OfInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Path_As_OfInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_path_as_of", en_orders_path_as_of));
