/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Status_Age_Today_ShortInputs */

const en_status_age_today_short = /** @type {(inputs: Status_Age_Today_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Today ${i?.when}`)
};

/**
* | output |
* | --- |
* | "Today {when}" |
*
* @param {Status_Age_Today_ShortInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_age_today_short = /** @type {((inputs: Status_Age_Today_ShortInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Age_Today_ShortInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("status_age_today_short", en_status_age_today_short));
