/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Invalid_Worker_UuidInputs */

const en_api_invalid_worker_uuid = /** @type {(inputs: Api_Invalid_Worker_UuidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not a worker UUID.`)
};

/**
* | output |
* | --- |
* | "Not a worker UUID." |
*
* @param {Api_Invalid_Worker_UuidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_invalid_worker_uuid = /** @type {((inputs?: Api_Invalid_Worker_UuidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Invalid_Worker_UuidInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_invalid_worker_uuid", en_api_invalid_worker_uuid));
