/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Invalid_Unknown_FieldInputs */

const en_api_invalid_unknown_field = /** @type {(inputs: Api_Invalid_Unknown_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`unknown field`)
};

/**
* | output |
* | --- |
* | "unknown field" |
*
* @param {Api_Invalid_Unknown_FieldInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_invalid_unknown_field = /** @type {((inputs?: Api_Invalid_Unknown_FieldInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Invalid_Unknown_FieldInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_invalid_unknown_field", en_api_invalid_unknown_field));
