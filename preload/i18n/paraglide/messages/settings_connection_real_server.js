/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Connection_Real_ServerInputs */

const en_settings_connection_real_server = /** @type {(inputs: Settings_Connection_Real_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connect to a real server…`)
};

/**
* | output |
* | --- |
* | "Connect to a real server…" |
*
* @param {Settings_Connection_Real_ServerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_connection_real_server = /** @type {((inputs?: Settings_Connection_Real_ServerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Connection_Real_ServerInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_connection_real_server", en_settings_connection_real_server));
