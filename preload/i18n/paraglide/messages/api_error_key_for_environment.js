/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ words: NonNullable<unknown> }} Api_Error_Key_For_EnvironmentInputs */

const en_api_error_key_for_environment = /** @type {(inputs: Api_Error_Key_For_EnvironmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.words} Check that it is the key for this environment.`)
};

/**
* | output |
* | --- |
* | "{words} Check that it is the key for this environment." |
*
* @param {Api_Error_Key_For_EnvironmentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_error_key_for_environment = /** @type {((inputs: Api_Error_Key_For_EnvironmentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Key_For_EnvironmentInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_error_key_for_environment", en_api_error_key_for_environment));
