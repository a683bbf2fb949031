/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Disconnect_KeepInputs */

const en_settings_disconnect_keep = /** @type {(inputs: Settings_Disconnect_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep everything`)
};

/**
* | output |
* | --- |
* | "Keep everything" |
*
* @param {Settings_Disconnect_KeepInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_disconnect_keep = /** @type {((inputs?: Settings_Disconnect_KeepInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Disconnect_KeepInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_disconnect_keep", en_settings_disconnect_keep));
