/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_ShortcutsInputs */

const en_nav_shortcuts = /** @type {(inputs: Nav_ShortcutsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keyboard shortcuts`)
};

/**
* | output |
* | --- |
* | "Keyboard shortcuts" |
*
* @param {Nav_ShortcutsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const nav_shortcuts = /** @type {((inputs?: Nav_ShortcutsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_ShortcutsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("nav_shortcuts", en_nav_shortcuts));
