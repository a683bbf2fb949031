/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Status_Age_TodayInputs */

const en_status_age_today = /** @type {(inputs: Status_Age_TodayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Today's events as of ${i?.when}`)
};

/**
* | output |
* | --- |
* | "Today's events as of {when}" |
*
* @param {Status_Age_TodayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_age_today = /** @type {((inputs: Status_Age_TodayInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Age_TodayInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("status_age_today", en_status_age_today));
