/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Connection_TitleInputs */

const en_settings_connection_title = /** @type {(inputs: Settings_Connection_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connection`)
};

/**
* | output |
* | --- |
* | "Connection" |
*
* @param {Settings_Connection_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_connection_title = /** @type {((inputs?: Settings_Connection_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Connection_TitleInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_connection_title", en_settings_connection_title));
