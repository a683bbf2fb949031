/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Menu_Quit_AppInputs */

const en_menu_quit_app = /** @type {(inputs: Menu_Quit_AppInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quit ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Quit {name}" |
*
* @param {Menu_Quit_AppInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const menu_quit_app = /** @type {((inputs: Menu_Quit_AppInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_Quit_AppInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("menu_quit_app", en_menu_quit_app));
