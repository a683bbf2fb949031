/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ dayMin: NonNullable<unknown>, dayMax: NonNullable<unknown>, weekMin: NonNullable<unknown>, weekMax: NonNullable<unknown> }} Settings_Overtime_InvalidInputs */

const en_settings_overtime_invalid = /** @type {(inputs: Settings_Overtime_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A day is ${i?.dayMin} to ${i?.dayMax} hours and a week ${i?.weekMin} to ${i?.weekMax}.`)
};

/**
* | output |
* | --- |
* | "A day is {dayMin} to {dayMax} hours and a week {weekMin} to {weekMax}." |
*
* @param {Settings_Overtime_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_overtime_invalid = /** @type {((inputs: Settings_Overtime_InvalidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Overtime_InvalidInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_overtime_invalid", en_settings_overtime_invalid));
