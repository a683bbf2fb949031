/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Disconnect_Export_HintInputs */

const en_settings_disconnect_export_hint = /** @type {(inputs: Settings_Disconnect_Export_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saves the list as a CSV file, to place the orders another way. Nothing is erased.`)
};

/**
* | output |
* | --- |
* | "Saves the list as a CSV file, to place the orders another way. Nothing is erased." |
*
* @param {Settings_Disconnect_Export_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_disconnect_export_hint = /** @type {((inputs?: Settings_Disconnect_Export_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Disconnect_Export_HintInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_disconnect_export_hint", en_settings_disconnect_export_hint));
