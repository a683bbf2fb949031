/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Id_TemplateInputs */

const en_api_id_template = /** @type {(inputs: Api_Id_TemplateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The template id`)
};

const es_api_id_template = /** @type {(inputs: Api_Id_TemplateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El ID de la plantilla`)
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
export const api_id_template = /** @type {((inputs?: Api_Id_TemplateInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Id_TemplateInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_api_id_template, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_id_template(inputs)
	return en_api_id_template(inputs)
});