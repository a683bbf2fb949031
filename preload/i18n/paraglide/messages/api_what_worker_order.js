/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ item: NonNullable<unknown>, id: NonNullable<unknown> }} Api_What_Worker_OrderInputs */

const en_api_what_worker_order = /** @type {(inputs: Api_What_Worker_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`order ${i?.item} of worker ${i?.id}`)
};

/**
* | output |
* | --- |
* | "order {item} of worker {id}" |
*
* @param {Api_What_Worker_OrderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_what_worker_order = /** @type {((inputs: Api_What_Worker_OrderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_What_Worker_OrderInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_what_worker_order", en_api_what_worker_order));
