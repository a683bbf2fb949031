/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Settings_Theme_FailedInputs */

const en_settings_theme_failed = /** @type {(inputs: Settings_Theme_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not change the theme: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Could not change the theme: {reason}" |
*
* @param {Settings_Theme_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_theme_failed = /** @type {((inputs: Settings_Theme_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Theme_FailedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_theme_failed", en_settings_theme_failed));
