/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Disconnect_Wait_HintInputs */

const en_settings_disconnect_wait_hint = /** @type {(inputs: Settings_Disconnect_Wait_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sends now, then disconnects by itself once the server has every order.`)
};

/**
* | output |
* | --- |
* | "Sends now, then disconnects by itself once the server has every order." |
*
* @param {Settings_Disconnect_Wait_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_disconnect_wait_hint = /** @type {((inputs?: Settings_Disconnect_Wait_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Disconnect_Wait_HintInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_disconnect_wait_hint", en_settings_disconnect_wait_hint));
