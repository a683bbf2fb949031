/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ path: NonNullable<unknown> }} Api_Refused_Leaves_BaseInputs */

const en_api_refused_leaves_base = /** @type {(inputs: Api_Refused_Leaves_BaseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refused to send the request: ${i?.path} would leave the API base URL.`)
};

/**
* | output |
* | --- |
* | "Refused to send the request: {path} would leave the API base URL." |
*
* @param {Api_Refused_Leaves_BaseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_refused_leaves_base = /** @type {((inputs: Api_Refused_Leaves_BaseInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Refused_Leaves_BaseInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_refused_leaves_base", en_api_refused_leaves_base));
