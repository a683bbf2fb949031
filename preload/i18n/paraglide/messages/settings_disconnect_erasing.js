/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Disconnect_ErasingInputs */

const en_settings_disconnect_erasing = /** @type {(inputs: Settings_Disconnect_ErasingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erasing…`)
};

/**
* | output |
* | --- |
* | "Erasing…" |
*
* @param {Settings_Disconnect_ErasingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_disconnect_erasing = /** @type {((inputs?: Settings_Disconnect_ErasingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Disconnect_ErasingInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_disconnect_erasing", en_settings_disconnect_erasing));
