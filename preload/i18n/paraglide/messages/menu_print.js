/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Menu_PrintInputs */

const en_menu_print = /** @type {(inputs: Menu_PrintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print…`)
};

/**
* | output |
* | --- |
* | "Print…" |
*
* @param {Menu_PrintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const menu_print = /** @type {((inputs?: Menu_PrintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_PrintInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("menu_print", en_menu_print));
