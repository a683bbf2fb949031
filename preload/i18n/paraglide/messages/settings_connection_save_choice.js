/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Connection_Save_ChoiceInputs */

const en_settings_connection_save_choice = /** @type {(inputs: Settings_Connection_Save_ChoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save this choice`)
};

/**
* | output |
* | --- |
* | "Save this choice" |
*
* @param {Settings_Connection_Save_ChoiceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_connection_save_choice = /** @type {((inputs?: Settings_Connection_Save_ChoiceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Connection_Save_ChoiceInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_connection_save_choice", en_settings_connection_save_choice));
