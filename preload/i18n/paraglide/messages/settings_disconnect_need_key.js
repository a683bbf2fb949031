/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Disconnect_Need_KeyInputs */

const en_settings_disconnect_need_key = /** @type {(inputs: Settings_Disconnect_Need_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You will need the key to connect again.`)
};

/**
* | output |
* | --- |
* | "You will need the key to connect again." |
*
* @param {Settings_Disconnect_Need_KeyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_disconnect_need_key = /** @type {((inputs?: Settings_Disconnect_Need_KeyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Disconnect_Need_KeyInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_disconnect_need_key", en_settings_disconnect_need_key));
