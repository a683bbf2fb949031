/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Disconnect_DoneInputs */

const en_settings_disconnect_done = /** @type {(inputs: Settings_Disconnect_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disconnected. The key and the data stored for that server were erased.`)
};

/**
* | output |
* | --- |
* | "Disconnected. The key and the data stored for that server were erased." |
*
* @param {Settings_Disconnect_DoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_disconnect_done = /** @type {((inputs?: Settings_Disconnect_DoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Disconnect_DoneInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_disconnect_done", en_settings_disconnect_done));
