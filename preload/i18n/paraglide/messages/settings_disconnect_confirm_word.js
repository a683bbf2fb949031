/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Disconnect_Confirm_WordInputs */

const en_settings_disconnect_confirm_word = /** @type {(inputs: Settings_Disconnect_Confirm_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`discard`)
};

/**
* | output |
* | --- |
* | "discard" |
*
* @param {Settings_Disconnect_Confirm_WordInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_disconnect_confirm_word = /** @type {((inputs?: Settings_Disconnect_Confirm_WordInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Disconnect_Confirm_WordInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_disconnect_confirm_word", en_settings_disconnect_confirm_word));
