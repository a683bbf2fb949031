/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Connection_Key_AgainInputs */

const en_settings_connection_key_again = /** @type {(inputs: Settings_Connection_Key_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · must be entered again`)
};

/**
* | output |
* | --- |
* | "· must be entered again" |
*
* @param {Settings_Connection_Key_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_connection_key_again = /** @type {((inputs?: Settings_Connection_Key_AgainInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Connection_Key_AgainInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_connection_key_again", en_settings_connection_key_again));
