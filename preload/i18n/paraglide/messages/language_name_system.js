/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Language_Name_SystemInputs */

const en_language_name_system = /** @type {(inputs: Language_Name_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Same as the system`)
};

const es_language_name_system = /** @type {(inputs: Language_Name_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El del sistema`)
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
export const language_name_system = /** @type {((inputs?: Language_Name_SystemInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Language_Name_SystemInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_language_name_system, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_language_name_system(inputs)
	return en_language_name_system(inputs)
});