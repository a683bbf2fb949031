/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown>, time: NonNullable<unknown> }} Changes_Day_TimeInputs */

const en_changes_day_time = /** @type {(inputs: Changes_Day_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day}, ${i?.time}`)
};

/**
* | output |
* | --- |
* | "{day}, {time}" |
*
* @param {Changes_Day_TimeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const changes_day_time = /** @type {((inputs: Changes_Day_TimeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_Day_TimeInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("changes_day_time", en_changes_day_time));
