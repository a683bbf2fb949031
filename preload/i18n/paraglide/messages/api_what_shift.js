/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ item: NonNullable<unknown> }} Api_What_ShiftInputs */

const en_api_what_shift = /** @type {(inputs: Api_What_ShiftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`shift ${i?.item}`)
};

/**
* | output |
* | --- |
* | "shift {item}" |
*
* @param {Api_What_ShiftInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_what_shift = /** @type {((inputs: Api_What_ShiftInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_What_ShiftInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_what_shift", en_api_what_shift));
