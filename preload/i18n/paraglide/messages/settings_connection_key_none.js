/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Connection_Key_NoneInputs */

const en_settings_connection_key_none = /** @type {(inputs: Settings_Connection_Key_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none stored`)
};

/**
* | output |
* | --- |
* | "none stored" |
*
* @param {Settings_Connection_Key_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_connection_key_none = /** @type {((inputs?: Settings_Connection_Key_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Connection_Key_NoneInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_connection_key_none", en_settings_connection_key_none));
