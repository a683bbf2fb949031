/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Check_TypedInputs */

const en_office_check_typed = /** @type {(inputs: Office_Check_TypedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check what you typed. If it looks right, give the code below to the office.`)
};

const es_office_check_typed = /** @type {(inputs: Office_Check_TypedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revise lo que escribió. Si parece correcto, dé el código de abajo a la oficina.`)
};

/**
* | output |
* | --- |
* | "Check what you typed. If it looks right, give the code below to the office." |
*
* @param {Office_Check_TypedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_check_typed = /** @type {((inputs?: Office_Check_TypedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Check_TypedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_check_typed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_check_typed(inputs)
	return en_office_check_typed(inputs)
});