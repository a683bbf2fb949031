/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Menu_ReloadInputs */

const en_menu_reload = /** @type {(inputs: Menu_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reload`)
};

/**
* | output |
* | --- |
* | "Reload" |
*
* @param {Menu_ReloadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const menu_reload = /** @type {((inputs?: Menu_ReloadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_ReloadInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("menu_reload", en_menu_reload));
