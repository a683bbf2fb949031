/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Disconnect_All_PlacedInputs */

const en_settings_disconnect_all_placed = /** @type {(inputs: Settings_Disconnect_All_PlacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every order is placed. Disconnecting…`)
};

/**
* | output |
* | --- |
* | "Every order is placed. Disconnecting…" |
*
* @param {Settings_Disconnect_All_PlacedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_disconnect_all_placed = /** @type {((inputs?: Settings_Disconnect_All_PlacedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Disconnect_All_PlacedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_disconnect_all_placed", en_settings_disconnect_all_placed));
