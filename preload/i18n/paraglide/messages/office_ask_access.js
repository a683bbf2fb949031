/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Ask_AccessInputs */

const en_office_ask_access = /** @type {(inputs: Office_Ask_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask the office for a key with access to it.`)
};

/**
* | output |
* | --- |
* | "Ask the office for a key with access to it." |
*
* @param {Office_Ask_AccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_ask_access = /** @type {((inputs?: Office_Ask_AccessInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Ask_AccessInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_ask_access", en_office_ask_access));
