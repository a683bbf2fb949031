/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ words: NonNullable<unknown>, said: NonNullable<unknown> }} Api_Error_Server_SaidInputs */

const en_api_error_server_said = /** @type {(inputs: Api_Error_Server_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.words} Server said: ${i?.said}`)
};

/**
* | output |
* | --- |
* | "{words} Server said: {said}" |
*
* @param {Api_Error_Server_SaidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_error_server_said = /** @type {((inputs: Api_Error_Server_SaidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Server_SaidInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_error_server_said", en_api_error_server_said));
