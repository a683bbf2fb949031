/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Followed_KeptInputs */

const en_settings_followed_kept = /** @type {(inputs: Settings_Followed_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Their data is kept on this computer and refreshed at every sync.`)
};

/**
* | output |
* | --- |
* | "Their data is kept on this computer and refreshed at every sync." |
*
* @param {Settings_Followed_KeptInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_followed_kept = /** @type {((inputs?: Settings_Followed_KeptInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Followed_KeptInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_followed_kept", en_settings_followed_kept));
