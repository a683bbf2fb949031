/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Settings_Connection_Choice_FailedInputs */

const en_settings_connection_choice_failed = /** @type {(inputs: Settings_Connection_Choice_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not save: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Could not save: {reason}" |
*
* @param {Settings_Connection_Choice_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_connection_choice_failed = /** @type {((inputs: Settings_Connection_Choice_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Connection_Choice_FailedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_connection_choice_failed", en_settings_connection_choice_failed));
