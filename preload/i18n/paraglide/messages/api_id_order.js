/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Id_OrderInputs */

const en_api_id_order = /** @type {(inputs: Api_Id_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The order id`)
};

/**
* | output |
* | --- |
* | "The order id" |
*
* @param {Api_Id_OrderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_id_order = /** @type {((inputs?: Api_Id_OrderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Id_OrderInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_id_order", en_api_id_order));
