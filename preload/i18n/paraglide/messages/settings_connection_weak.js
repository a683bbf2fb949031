/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Connection_WeakInputs */

const en_settings_connection_weak = /** @type {(inputs: Settings_Connection_WeakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(weak protection)`)
};

/**
* | output |
* | --- |
* | "(weak protection)" |
*
* @param {Settings_Connection_WeakInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_connection_weak = /** @type {((inputs?: Settings_Connection_WeakInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Connection_WeakInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_connection_weak", en_settings_connection_weak));
