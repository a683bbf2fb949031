/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_TitleInputs */

const en_follow_title = /** @type {(inputs: Follow_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose what to follow`)
};

const es_follow_title = /** @type {(inputs: Follow_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija qué seguir`)
};

/**
* | output |
* | --- |
* | "Choose what to follow" |
*
* @param {Follow_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_title = /** @type {((inputs?: Follow_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_follow_title, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_follow_title(inputs)
	return en_follow_title(inputs)
});