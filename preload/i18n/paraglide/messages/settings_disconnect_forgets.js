/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Disconnect_ForgetsInputs */

const en_settings_disconnect_forgets = /** @type {(inputs: Settings_Disconnect_ForgetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This forgets the API key and erases every event, shift and tag stored on this computer for`)
};

/**
* | output |
* | --- |
* | "This forgets the API key and erases every event, shift and tag stored on this computer for" |
*
* @param {Settings_Disconnect_ForgetsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_disconnect_forgets = /** @type {((inputs?: Settings_Disconnect_ForgetsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Disconnect_ForgetsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_disconnect_forgets", en_settings_disconnect_forgets));
