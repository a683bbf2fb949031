/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Id_DocumentInputs */

const en_api_id_document = /** @type {(inputs: Api_Id_DocumentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The document id`)
};

/**
* | output |
* | --- |
* | "The document id" |
*
* @param {Api_Id_DocumentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_id_document = /** @type {((inputs?: Api_Id_DocumentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Id_DocumentInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_id_document", en_api_id_document));
