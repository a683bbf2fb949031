/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Connection_Choose_KeepingInputs */

const en_settings_connection_choose_keeping = /** @type {(inputs: Settings_Connection_Choose_KeepingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose how to keep the key`)
};

/**
* | output |
* | --- |
* | "Choose how to keep the key" |
*
* @param {Settings_Connection_Choose_KeepingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_connection_choose_keeping = /** @type {((inputs?: Settings_Connection_Choose_KeepingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Connection_Choose_KeepingInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_connection_choose_keeping", en_settings_connection_choose_keeping));
