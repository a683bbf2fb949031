/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Start_After_EndInputs */

const en_office_start_after_end = /** @type {(inputs: Office_Start_After_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The start date is after the end date.`)
};

const es_office_start_after_end = /** @type {(inputs: Office_Start_After_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fecha de inicio es posterior a la de fin.`)
};

/**
* | output |
* | --- |
* | "The start date is after the end date." |
*
* @param {Office_Start_After_EndInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_start_after_end = /** @type {((inputs?: Office_Start_After_EndInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Start_After_EndInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_start_after_end, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_start_after_end(inputs)
	return en_office_start_after_end(inputs)
});