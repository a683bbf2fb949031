/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Disconnect_CheckingInputs */

const en_settings_disconnect_checking = /** @type {(inputs: Settings_Disconnect_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking for orders not sent yet…`)
};

/**
* | output |
* | --- |
* | "Checking for orders not sent yet…" |
*
* @param {Settings_Disconnect_CheckingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_disconnect_checking = /** @type {((inputs?: Settings_Disconnect_CheckingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Disconnect_CheckingInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_disconnect_checking", en_settings_disconnect_checking));
