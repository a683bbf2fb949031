/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Overtime_SavedInputs */

const en_settings_overtime_saved = /** @type {(inputs: Settings_Overtime_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overtime assumptions saved.`)
};

/**
* | output |
* | --- |
* | "Overtime assumptions saved." |
*
* @param {Settings_Overtime_SavedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_overtime_saved = /** @type {((inputs?: Settings_Overtime_SavedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Overtime_SavedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_overtime_saved", en_settings_overtime_saved));
