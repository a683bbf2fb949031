/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ issue: NonNullable<unknown> }} Api_Invalid_Shift_ChangeInputs */

const en_api_invalid_shift_change = /** @type {(inputs: Api_Invalid_Shift_ChangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The shift change is not valid: ${i?.issue}.`)
};

/**
* | output |
* | --- |
* | "The shift change is not valid: {issue}." |
*
* @param {Api_Invalid_Shift_ChangeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_invalid_shift_change = /** @type {((inputs: Api_Invalid_Shift_ChangeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Invalid_Shift_ChangeInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_invalid_shift_change", en_api_invalid_shift_change));
