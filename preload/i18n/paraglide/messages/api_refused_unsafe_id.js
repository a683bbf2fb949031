/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown>, problem: NonNullable<unknown> }} Api_Refused_Unsafe_IdInputs */

const en_api_refused_unsafe_id = /** @type {(inputs: Api_Refused_Unsafe_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.id} in the address ${i?.problem}: refused before sending.`)
};

/**
* | output |
* | --- |
* | "{id} in the address {problem}: refused before sending." |
*
* @param {Api_Refused_Unsafe_IdInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_refused_unsafe_id = /** @type {((inputs: Api_Refused_Unsafe_IdInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Refused_Unsafe_IdInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_refused_unsafe_id", en_api_refused_unsafe_id));
