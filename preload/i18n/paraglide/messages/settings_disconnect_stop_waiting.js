/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Disconnect_Stop_WaitingInputs */

const en_settings_disconnect_stop_waiting = /** @type {(inputs: Settings_Disconnect_Stop_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stop waiting`)
};

/**
* | output |
* | --- |
* | "Stop waiting" |
*
* @param {Settings_Disconnect_Stop_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_disconnect_stop_waiting = /** @type {((inputs?: Settings_Disconnect_Stop_WaitingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Disconnect_Stop_WaitingInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_disconnect_stop_waiting", en_settings_disconnect_stop_waiting));
