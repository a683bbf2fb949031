/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Disconnect_Discard_TitleInputs */

const en_settings_disconnect_discard_title = /** @type {(inputs: Settings_Disconnect_Discard_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discard them`)
};

/**
* | output |
* | --- |
* | "Discard them" |
*
* @param {Settings_Disconnect_Discard_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_disconnect_discard_title = /** @type {((inputs?: Settings_Disconnect_Discard_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Disconnect_Discard_TitleInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_disconnect_discard_title", en_settings_disconnect_discard_title));
