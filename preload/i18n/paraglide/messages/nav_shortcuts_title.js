/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Shortcuts_TitleInputs */

const en_nav_shortcuts_title = /** @type {(inputs: Nav_Shortcuts_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keyboard shortcuts (?)`)
};

/**
* | output |
* | --- |
* | "Keyboard shortcuts (?)" |
*
* @param {Nav_Shortcuts_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const nav_shortcuts_title = /** @type {((inputs?: Nav_Shortcuts_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Shortcuts_TitleInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("nav_shortcuts_title", en_nav_shortcuts_title));
