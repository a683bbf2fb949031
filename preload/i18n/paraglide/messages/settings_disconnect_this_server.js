/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Disconnect_This_ServerInputs */

const en_settings_disconnect_this_server = /** @type {(inputs: Settings_Disconnect_This_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`this server`)
};

/**
* | output |
* | --- |
* | "this server" |
*
* @param {Settings_Disconnect_This_ServerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_disconnect_this_server = /** @type {((inputs?: Settings_Disconnect_This_ServerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Disconnect_This_ServerInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_disconnect_this_server", en_settings_disconnect_this_server));
