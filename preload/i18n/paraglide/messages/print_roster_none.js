/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Roster_NoneInputs */

const en_print_roster_none = /** @type {(inputs: Print_Roster_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No followed event has a shift on this day.`)
};

/**
* | output |
* | --- |
* | "No followed event has a shift on this day." |
*
* @param {Print_Roster_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_roster_none = /** @type {((inputs?: Print_Roster_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Roster_NoneInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_roster_none", en_print_roster_none));
