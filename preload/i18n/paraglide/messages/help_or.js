/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Help_OrInputs */

const en_help_or = /** @type {(inputs: Help_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`or`)
};

/**
* | output |
* | --- |
* | "or" |
*
* @param {Help_OrInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const help_or = /** @type {((inputs?: Help_OrInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Help_OrInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("help_or", en_help_or));
