/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Api_List_Limit_MbInputs */

const en_api_list_limit_mb = /** @type {(inputs: Api_List_Limit_MbInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} MB`)
};

/**
* | output |
* | --- |
* | "{count} MB" |
*
* @param {Api_List_Limit_MbInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_list_limit_mb = /** @type {((inputs: Api_List_Limit_MbInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_List_Limit_MbInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_list_limit_mb", en_api_list_limit_mb));
