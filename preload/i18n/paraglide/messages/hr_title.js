/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hr_TitleInputs */

const en_hr_title = /** @type {(inputs: Hr_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`HR contacts`)
};

const es_hr_title = /** @type {(inputs: Hr_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contactos de RR. HH.`)
};

/**
* | output |
* | --- |
* | "HR contacts" |
*
* @param {Hr_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const hr_title = /** @type {((inputs?: Hr_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hr_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_hr_title, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_hr_title(inputs)
	return en_hr_title(inputs)
});