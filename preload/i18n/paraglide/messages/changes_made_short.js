/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Changes_Made_ShortInputs */

const en_changes_made_short = /** @type {(inputs: Changes_Made_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Made short by the office`)
};

const es_changes_made_short = /** @type {(inputs: Changes_Made_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faltan por cambios de la oficina`)
};

/**
* | output |
* | --- |
* | "Made short by the office" |
*
* @param {Changes_Made_ShortInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const changes_made_short = /** @type {((inputs?: Changes_Made_ShortInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_Made_ShortInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_changes_made_short, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_changes_made_short(inputs)
	return en_changes_made_short(inputs)
});