/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Connection_KeyInputs */

const en_settings_connection_key = /** @type {(inputs: Settings_Connection_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API key`)
};

/**
* | output |
* | --- |
* | "API key" |
*
* @param {Settings_Connection_KeyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_connection_key = /** @type {((inputs?: Settings_Connection_KeyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Connection_KeyInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_connection_key", en_settings_connection_key));
