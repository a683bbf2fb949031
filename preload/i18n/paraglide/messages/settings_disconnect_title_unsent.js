/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Disconnect_Title_UnsentInputs */

const en_settings_disconnect_title_unsent = /** @type {(inputs: Settings_Disconnect_Title_UnsentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orders not placed yet`)
};

/**
* | output |
* | --- |
* | "Orders not placed yet" |
*
* @param {Settings_Disconnect_Title_UnsentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_disconnect_title_unsent = /** @type {((inputs?: Settings_Disconnect_Title_UnsentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Disconnect_Title_UnsentInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_disconnect_title_unsent", en_settings_disconnect_title_unsent));
