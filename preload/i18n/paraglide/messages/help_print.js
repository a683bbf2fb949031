/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Help_PrintInputs */

const en_help_print = /** @type {(inputs: Help_PrintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print or save as PDF the sheet of this screen (an event’s sign-in sheet, the day roster, the orders list)`)
};

/**
* | output |
* | --- |
* | "Print or save as PDF the sheet of this screen (an event’s sign-in sheet, the day roster, the orders list)" |
*
* @param {Help_PrintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const help_print = /** @type {((inputs?: Help_PrintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Help_PrintInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("help_print", en_help_print));
