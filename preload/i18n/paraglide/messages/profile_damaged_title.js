/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Damaged_TitleInputs */

const en_profile_damaged_title = /** @type {(inputs: Profile_Damaged_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The data on this computer was damaged and could not be read, so it was cleared.`)
};

const es_profile_damaged_title = /** @type {(inputs: Profile_Damaged_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los datos de esta computadora estaban dañados y no se podían leer, así que se vaciaron.`)
};

/**
* | output |
* | --- |
* | "The data on this computer was damaged and could not be read, so it was cleared." |
*
* @param {Profile_Damaged_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const profile_damaged_title = /** @type {((inputs?: Profile_Damaged_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Damaged_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_profile_damaged_title, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_profile_damaged_title(inputs)
	return en_profile_damaged_title(inputs)
});