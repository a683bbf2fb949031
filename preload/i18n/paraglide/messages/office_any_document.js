/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Any_DocumentInputs */

const en_office_any_document = /** @type {(inputs: Office_Any_DocumentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any document`)
};

/**
* | output |
* | --- |
* | "Any document" |
*
* @param {Office_Any_DocumentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_any_document = /** @type {((inputs?: Office_Any_DocumentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Any_DocumentInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_any_document", en_office_any_document));
