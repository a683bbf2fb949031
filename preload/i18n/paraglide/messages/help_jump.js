/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Help_JumpInputs */

const en_help_jump = /** @type {(inputs: Help_JumpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dashboard: jump to a shift starting soon and short`)
};

/**
* | output |
* | --- |
* | "Dashboard: jump to a shift starting soon and short" |
*
* @param {Help_JumpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const help_jump = /** @type {((inputs?: Help_JumpInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Help_JumpInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("help_jump", en_help_jump));
