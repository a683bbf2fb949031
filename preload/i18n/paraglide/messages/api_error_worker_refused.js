/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_Worker_RefusedInputs */

const en_api_error_worker_refused = /** @type {(inputs: Api_Error_Worker_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server refused the worker request.`)
};

/**
* | output |
* | --- |
* | "The server refused the worker request." |
*
* @param {Api_Error_Worker_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_error_worker_refused = /** @type {((inputs?: Api_Error_Worker_RefusedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Worker_RefusedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_error_worker_refused", en_api_error_worker_refused));
