/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Menu_SettingsInputs */

const en_menu_settings = /** @type {(inputs: Menu_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settings…`)
};

/**
* | output |
* | --- |
* | "Settings…" |
*
* @param {Menu_SettingsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const menu_settings = /** @type {((inputs?: Menu_SettingsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_SettingsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("menu_settings", en_menu_settings));
