/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Overtime_DailyInputs */

const en_settings_overtime_daily = /** @type {(inputs: Settings_Overtime_DailyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overtime after (hours a day)`)
};

/**
* | output |
* | --- |
* | "Overtime after (hours a day)" |
*
* @param {Settings_Overtime_DailyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_overtime_daily = /** @type {((inputs?: Settings_Overtime_DailyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Overtime_DailyInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_overtime_daily", en_settings_overtime_daily));
