/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Help_KeysInputs */

const en_help_keys = /** @type {(inputs: Help_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keys`)
};

/**
* | output |
* | --- |
* | "Keys" |
*
* @param {Help_KeysInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const help_keys = /** @type {((inputs?: Help_KeysInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Help_KeysInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("help_keys", en_help_keys));
