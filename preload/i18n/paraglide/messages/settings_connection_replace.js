/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Connection_ReplaceInputs */

const en_settings_connection_replace = /** @type {(inputs: Settings_Connection_ReplaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Replace the key or server…`)
};

/**
* | output |
* | --- |
* | "Replace the key or server…" |
*
* @param {Settings_Connection_ReplaceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_connection_replace = /** @type {((inputs?: Settings_Connection_ReplaceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Connection_ReplaceInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_connection_replace", en_settings_connection_replace));
