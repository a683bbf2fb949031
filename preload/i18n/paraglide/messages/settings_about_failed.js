/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Settings_About_FailedInputs */

const en_settings_about_failed = /** @type {(inputs: Settings_About_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not read the app details: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Could not read the app details: {reason}" |
*
* @param {Settings_About_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_about_failed = /** @type {((inputs: Settings_About_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_About_FailedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_about_failed", en_settings_about_failed));
