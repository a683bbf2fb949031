/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Settings_Connection_Key_SavedInputs */

const en_settings_connection_key_saved = /** @type {(inputs: Settings_Connection_Key_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, saved ${i?.when}`)
};

/**
* | output |
* | --- |
* | ", saved {when}" |
*
* @param {Settings_Connection_Key_SavedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_connection_key_saved = /** @type {((inputs: Settings_Connection_Key_SavedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Connection_Key_SavedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_connection_key_saved", en_settings_connection_key_saved));
