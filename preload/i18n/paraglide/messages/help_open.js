/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Help_OpenInputs */

const en_help_open = /** @type {(inputs: Help_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open the selected event, worker or task`)
};

/**
* | output |
* | --- |
* | "Open the selected event, worker or task" |
*
* @param {Help_OpenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const help_open = /** @type {((inputs?: Help_OpenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Help_OpenInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("help_open", en_help_open));
