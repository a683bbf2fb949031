/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Overtime_WeeklyInputs */

const en_settings_overtime_weekly = /** @type {(inputs: Settings_Overtime_WeeklyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overtime after (hours a week)`)
};

/**
* | output |
* | --- |
* | "Overtime after (hours a week)" |
*
* @param {Settings_Overtime_WeeklyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_overtime_weekly = /** @type {((inputs?: Settings_Overtime_WeeklyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Overtime_WeeklyInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_overtime_weekly", en_settings_overtime_weekly));
