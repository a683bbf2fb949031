/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ words: NonNullable<unknown>, status: NonNullable<unknown> }} Api_Error_With_StatusInputs */

const en_api_error_with_status = /** @type {(inputs: Api_Error_With_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.words} (HTTP ${i?.status}).`)
};

/**
* | output |
* | --- |
* | "{words} (HTTP {status})." |
*
* @param {Api_Error_With_StatusInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_error_with_status = /** @type {((inputs: Api_Error_With_StatusInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_With_StatusInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_error_with_status", en_api_error_with_status));
