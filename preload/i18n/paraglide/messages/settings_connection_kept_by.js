/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Connection_Kept_ByInputs */

const en_settings_connection_kept_by = /** @type {(inputs: Settings_Connection_Kept_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kept by`)
};

/**
* | output |
* | --- |
* | "Kept by" |
*
* @param {Settings_Connection_Kept_ByInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_connection_kept_by = /** @type {((inputs?: Settings_Connection_Kept_ByInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Connection_Kept_ByInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_connection_kept_by", en_settings_connection_kept_by));
