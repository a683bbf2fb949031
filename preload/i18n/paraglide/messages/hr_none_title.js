/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hr_None_TitleInputs */

const en_hr_none_title = /** @type {(inputs: Hr_None_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server lists no HR contacts`)
};

const es_hr_none_title = /** @type {(inputs: Hr_None_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servidor no tiene contactos de RR. HH.`)
};

/**
* | output |
* | --- |
* | "The server lists no HR contacts" |
*
* @param {Hr_None_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const hr_none_title = /** @type {((inputs?: Hr_None_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hr_None_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_hr_none_title, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_hr_none_title(inputs)
	return en_hr_none_title(inputs)
});