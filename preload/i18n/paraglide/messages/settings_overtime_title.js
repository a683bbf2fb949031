/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Overtime_TitleInputs */

const en_settings_overtime_title = /** @type {(inputs: Settings_Overtime_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overtime risk`)
};

/**
* | output |
* | --- |
* | "Overtime risk" |
*
* @param {Settings_Overtime_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_overtime_title = /** @type {((inputs?: Settings_Overtime_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Overtime_TitleInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_overtime_title", en_settings_overtime_title));
