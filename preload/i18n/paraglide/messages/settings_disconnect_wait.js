/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Disconnect_WaitInputs */

const en_settings_disconnect_wait = /** @type {(inputs: Settings_Disconnect_WaitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wait until sent`)
};

/**
* | output |
* | --- |
* | "Wait until sent" |
*
* @param {Settings_Disconnect_WaitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_disconnect_wait = /** @type {((inputs?: Settings_Disconnect_WaitInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Disconnect_WaitInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_disconnect_wait", en_settings_disconnect_wait));
