/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Help_ShowInputs */

const en_help_show = /** @type {(inputs: Help_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show these shortcuts`)
};

/**
* | output |
* | --- |
* | "Show these shortcuts" |
*
* @param {Help_ShowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const help_show = /** @type {((inputs?: Help_ShowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Help_ShowInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("help_show", en_help_show));
