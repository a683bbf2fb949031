/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Settings_Language_FailedInputs */

const en_settings_language_failed = /** @type {(inputs: Settings_Language_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not change the language: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Could not change the language: {reason}" |
*
* @param {Settings_Language_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_language_failed = /** @type {((inputs: Settings_Language_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Language_FailedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_language_failed", en_settings_language_failed));
