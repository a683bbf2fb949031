/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Settings_Disconnect_Send_FailedInputs */

const en_settings_disconnect_send_failed = /** @type {(inputs: Settings_Disconnect_Send_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not send now: ${i?.reason}. The orders stay queued.`)
};

/**
* | output |
* | --- |
* | "Could not send now: {reason}. The orders stay queued." |
*
* @param {Settings_Disconnect_Send_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_disconnect_send_failed = /** @type {((inputs: Settings_Disconnect_Send_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Disconnect_Send_FailedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_disconnect_send_failed", en_settings_disconnect_send_failed));
