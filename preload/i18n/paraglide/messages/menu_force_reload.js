/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Menu_Force_ReloadInputs */

const en_menu_force_reload = /** @type {(inputs: Menu_Force_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Force reload`)
};

/**
* | output |
* | --- |
* | "Force reload" |
*
* @param {Menu_Force_ReloadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const menu_force_reload = /** @type {((inputs?: Menu_Force_ReloadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_Force_ReloadInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("menu_force_reload", en_menu_force_reload));
