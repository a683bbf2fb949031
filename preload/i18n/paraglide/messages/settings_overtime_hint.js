/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Overtime_HintInputs */

const en_settings_overtime_hint = /** @type {(inputs: Settings_Overtime_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Used only where the server gives no cutoff of its own, and always named a local assumption on screen.`)
};

/**
* | output |
* | --- |
* | "Used only where the server gives no cutoff of its own, and always named a local assumption on screen." |
*
* @param {Settings_Overtime_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_overtime_hint = /** @type {((inputs?: Settings_Overtime_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Overtime_HintInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_overtime_hint", en_settings_overtime_hint));
