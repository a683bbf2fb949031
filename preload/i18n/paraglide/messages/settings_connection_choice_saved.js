/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Connection_Choice_SavedInputs */

const en_settings_connection_choice_saved = /** @type {(inputs: Settings_Connection_Choice_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved how the key is kept.`)
};

/**
* | output |
* | --- |
* | "Saved how the key is kept." |
*
* @param {Settings_Connection_Choice_SavedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_connection_choice_saved = /** @type {((inputs?: Settings_Connection_Choice_SavedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Connection_Choice_SavedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_connection_choice_saved", en_settings_connection_choice_saved));
