/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Help_EscapeInputs */

const en_help_escape = /** @type {(inputs: Help_EscapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close this help, a dialog, or go back from a detail`)
};

/**
* | output |
* | --- |
* | "Close this help, a dialog, or go back from a detail" |
*
* @param {Help_EscapeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const help_escape = /** @type {((inputs?: Help_EscapeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Help_EscapeInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("help_escape", en_help_escape));
