/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Id_TemplateInputs */

const en_api_id_template = /** @type {(inputs: Api_Id_TemplateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The template id`)
};

/**
* | output |
* | --- |
* | "The template id" |
*
* @param {Api_Id_TemplateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_id_template = /** @type {((inputs?: Api_Id_TemplateInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Id_TemplateInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_id_template", en_api_id_template));
