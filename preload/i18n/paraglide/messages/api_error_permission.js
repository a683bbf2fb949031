/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_PermissionInputs */

const en_api_error_permission = /** @type {(inputs: Api_Error_PermissionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This API key is not allowed to do that.`)
};

/**
* | output |
* | --- |
* | "This API key is not allowed to do that." |
*
* @param {Api_Error_PermissionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_error_permission = /** @type {((inputs?: Api_Error_PermissionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_PermissionInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_error_permission", en_api_error_permission));
