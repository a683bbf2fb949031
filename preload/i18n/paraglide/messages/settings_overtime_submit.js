/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Overtime_SubmitInputs */

const en_settings_overtime_submit = /** @type {(inputs: Settings_Overtime_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save overtime assumptions`)
};

/**
* | output |
* | --- |
* | "Save overtime assumptions" |
*
* @param {Settings_Overtime_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_overtime_submit = /** @type {((inputs?: Settings_Overtime_SubmitInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Overtime_SubmitInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_overtime_submit", en_settings_overtime_submit));
