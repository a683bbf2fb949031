/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Check_IdInputs */

const en_office_check_id = /** @type {(inputs: Office_Check_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the id with the office.`)
};

const es_office_check_id = /** @type {(inputs: Office_Check_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirme el ID con la oficina.`)
};

/**
* | output |
* | --- |
* | "Check the id with the office." |
*
* @param {Office_Check_IdInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_check_id = /** @type {((inputs?: Office_Check_IdInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Check_IdInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_check_id, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_check_id(inputs)
	return en_office_check_id(inputs)
});