/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Language_Name_EsInputs */

const en_language_name_es = /** @type {(inputs: Language_Name_EsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Español`)
};

/**
* | output |
* | --- |
* | "Español" |
*
* @param {Language_Name_EsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const language_name_es = /** @type {((inputs?: Language_Name_EsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Language_Name_EsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("language_name_es", en_language_name_es));
