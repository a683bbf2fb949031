/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Data_Newer_TitleInputs */

const en_data_newer_title = /** @type {(inputs: Data_Newer_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This data is from a newer version`)
};

const es_data_newer_title = /** @type {(inputs: Data_Newer_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estos datos son de una versión más nueva`)
};

/**
* | output |
* | --- |
* | "This data is from a newer version" |
*
* @param {Data_Newer_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const data_newer_title = /** @type {((inputs?: Data_Newer_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Data_Newer_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_data_newer_title, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_data_newer_title(inputs)
	return en_data_newer_title(inputs)
});