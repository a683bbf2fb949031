/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Connection_Demo_KeyInputs */

const en_settings_connection_demo_key = /** @type {(inputs: Settings_Connection_Demo_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demo mode: a practice key, held in memory only.`)
};

/**
* | output |
* | --- |
* | "Demo mode: a practice key, held in memory only." |
*
* @param {Settings_Connection_Demo_KeyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_connection_demo_key = /** @type {((inputs?: Settings_Connection_Demo_KeyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Connection_Demo_KeyInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_connection_demo_key", en_settings_connection_demo_key));
