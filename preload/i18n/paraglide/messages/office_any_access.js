/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Any_AccessInputs */

const en_office_any_access = /** @type {(inputs: Office_Any_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any access`)
};

/**
* | output |
* | --- |
* | "Any access" |
*
* @param {Office_Any_AccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_any_access = /** @type {((inputs?: Office_Any_AccessInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Any_AccessInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_any_access", en_office_any_access));
