/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Connection_DisconnectInputs */

const en_settings_connection_disconnect = /** @type {(inputs: Settings_Connection_DisconnectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disconnect and erase local data…`)
};

/**
* | output |
* | --- |
* | "Disconnect and erase local data…" |
*
* @param {Settings_Connection_DisconnectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_connection_disconnect = /** @type {((inputs?: Settings_Connection_DisconnectInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Connection_DisconnectInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_connection_disconnect", en_settings_connection_disconnect));
