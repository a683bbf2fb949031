/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Profile_OrderablesInputs */

const en_settings_profile_orderables = /** @type {(inputs: Settings_Profile_OrderablesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`"orderablesPath" must be a non-empty dotted path.`)
};

/**
* | output |
* | --- |
* | "\"orderablesPath\" must be a non-empty dotted path." |
*
* @param {Settings_Profile_OrderablesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_profile_orderables = /** @type {((inputs?: Settings_Profile_OrderablesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Profile_OrderablesInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_profile_orderables", en_settings_profile_orderables));
