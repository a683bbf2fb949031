/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_Unknown_WorkerInputs */

const en_api_error_unknown_worker = /** @type {(inputs: Api_Error_Unknown_WorkerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server does not know this worker.`)
};

/**
* | output |
* | --- |
* | "The server does not know this worker." |
*
* @param {Api_Error_Unknown_WorkerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_error_unknown_worker = /** @type {((inputs?: Api_Error_Unknown_WorkerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Unknown_WorkerInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_error_unknown_worker", en_api_error_unknown_worker));
