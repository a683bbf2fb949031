/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Disconnect_WaitingInputs */

const en_settings_disconnect_waiting = /** @type {(inputs: Settings_Disconnect_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting: the key and the data are erased as soon as every order is placed. Keep the app open.`)
};

/**
* | output |
* | --- |
* | "Waiting: the key and the data are erased as soon as every order is placed. Keep the app open." |
*
* @param {Settings_Disconnect_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_disconnect_waiting = /** @type {((inputs?: Settings_Disconnect_WaitingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Disconnect_WaitingInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_disconnect_waiting", en_settings_disconnect_waiting));
