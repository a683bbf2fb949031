/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Tab_BlockedInputs */

const en_print_tab_blocked = /** @type {(inputs: Print_Tab_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The browser blocked the sheet’s tab: allow pop-ups for this address and try again.`)
};

/**
* | output |
* | --- |
* | "The browser blocked the sheet’s tab: allow pop-ups for this address and try again." |
*
* @param {Print_Tab_BlockedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_tab_blocked = /** @type {((inputs?: Print_Tab_BlockedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Tab_BlockedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_tab_blocked", en_print_tab_blocked));
