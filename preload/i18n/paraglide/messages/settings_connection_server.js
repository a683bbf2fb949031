/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Connection_ServerInputs */

const en_settings_connection_server = /** @type {(inputs: Settings_Connection_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Server`)
};

/**
* | output |
* | --- |
* | "Server" |
*
* @param {Settings_Connection_ServerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_connection_server = /** @type {((inputs?: Settings_Connection_ServerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Connection_ServerInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_connection_server", en_settings_connection_server));
