/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Disconnect_Wait_TitleInputs */

const en_settings_disconnect_wait_title = /** @type {(inputs: Settings_Disconnect_Wait_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wait until they are sent`)
};

/**
* | output |
* | --- |
* | "Wait until they are sent" |
*
* @param {Settings_Disconnect_Wait_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_disconnect_wait_title = /** @type {((inputs?: Settings_Disconnect_Wait_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Disconnect_Wait_TitleInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_disconnect_wait_title", en_settings_disconnect_wait_title));
