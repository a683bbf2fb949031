/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Connection_Key_EndingInputs */

const en_settings_connection_key_ending = /** @type {(inputs: Settings_Connection_Key_EndingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ending in`)
};

/**
* | output |
* | --- |
* | "ending in" |
*
* @param {Settings_Connection_Key_EndingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_connection_key_ending = /** @type {((inputs?: Settings_Connection_Key_EndingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Connection_Key_EndingInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_connection_key_ending", en_settings_connection_key_ending));
