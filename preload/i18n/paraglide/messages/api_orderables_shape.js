/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ issue: NonNullable<unknown> }} Api_Orderables_ShapeInputs */

const en_api_orderables_shape = /** @type {(inputs: Api_Orderables_ShapeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The orderables catalogue has an unexpected shape (${i?.issue}).`)
};

/**
* | output |
* | --- |
* | "The orderables catalogue has an unexpected shape ({issue})." |
*
* @param {Api_Orderables_ShapeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_orderables_shape = /** @type {((inputs: Api_Orderables_ShapeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Orderables_ShapeInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_orderables_shape", en_api_orderables_shape));
