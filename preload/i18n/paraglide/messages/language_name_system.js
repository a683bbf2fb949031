/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Language_Name_SystemInputs */

const en_language_name_system = /** @type {(inputs: Language_Name_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Same as the system`)
};

/**
* | output |
* | --- |
* | "Same as the system" |
*
* @param {Language_Name_SystemInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const language_name_system = /** @type {((inputs?: Language_Name_SystemInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Language_Name_SystemInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("language_name_system", en_language_name_system));
