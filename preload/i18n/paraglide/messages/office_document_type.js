/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Document_TypeInputs */

const en_office_document_type = /** @type {(inputs: Office_Document_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Document type`)
};

/**
* | output |
* | --- |
* | "Document type" |
*
* @param {Office_Document_TypeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_document_type = /** @type {((inputs?: Office_Document_TypeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Document_TypeInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_document_type", en_office_document_type));
