/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ path: NonNullable<unknown> }} Api_No_OrderablesInputs */

const en_api_no_orderables = /** @type {(inputs: Api_No_OrderablesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The configuration has no orderables catalogue at “${i?.path}”.`)
};

/**
* | output |
* | --- |
* | "The configuration has no orderables catalogue at “{path}”." |
*
* @param {Api_No_OrderablesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_no_orderables = /** @type {((inputs: Api_No_OrderablesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_No_OrderablesInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_no_orderables", en_api_no_orderables));
