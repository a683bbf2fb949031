/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Settings_Disconnect_FailedInputs */

const en_settings_disconnect_failed = /** @type {(inputs: Settings_Disconnect_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not disconnect: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Could not disconnect: {reason}" |
*
* @param {Settings_Disconnect_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_disconnect_failed = /** @type {((inputs: Settings_Disconnect_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Disconnect_FailedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_disconnect_failed", en_settings_disconnect_failed));
