/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_AccessedInputs */

const en_office_accessed = /** @type {(inputs: Office_AccessedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accessed`)
};

/**
* | output |
* | --- |
* | "Accessed" |
*
* @param {Office_AccessedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_accessed = /** @type {((inputs?: Office_AccessedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_AccessedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_accessed", en_office_accessed));
