/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ word: NonNullable<unknown> }} Settings_Disconnect_Type_WordInputs */

const en_settings_disconnect_type_word = /** @type {(inputs: Settings_Disconnect_Type_WordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Type “${i?.word}” to erase these orders with the key and the data`)
};

/**
* | output |
* | --- |
* | "Type “{word}” to erase these orders with the key and the data" |
*
* @param {Settings_Disconnect_Type_WordInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_disconnect_type_word = /** @type {((inputs: Settings_Disconnect_Type_WordInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Disconnect_Type_WordInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_disconnect_type_word", en_settings_disconnect_type_word));
