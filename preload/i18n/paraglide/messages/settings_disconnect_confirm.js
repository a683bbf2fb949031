/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Disconnect_ConfirmInputs */

const en_settings_disconnect_confirm = /** @type {(inputs: Settings_Disconnect_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disconnect and erase`)
};

/**
* | output |
* | --- |
* | "Disconnect and erase" |
*
* @param {Settings_Disconnect_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_disconnect_confirm = /** @type {((inputs?: Settings_Disconnect_ConfirmInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Disconnect_ConfirmInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_disconnect_confirm", en_settings_disconnect_confirm));
