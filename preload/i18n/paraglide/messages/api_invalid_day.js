/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown> }} Api_Invalid_DayInputs */

const en_api_invalid_day = /** @type {(inputs: Api_Invalid_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.day}” is not a date (YYYY-MM-DD).`)
};

/**
* | output |
* | --- |
* | "“{day}” is not a date (YYYY-MM-DD)." |
*
* @param {Api_Invalid_DayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_invalid_day = /** @type {((inputs: Api_Invalid_DayInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Invalid_DayInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_invalid_day", en_api_invalid_day));
