/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Code_OtherInputs */

const en_office_code_other = /** @type {(inputs: Office_Code_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Other (type its code)…`)
};

const es_office_code_other = /** @type {(inputs: Office_Code_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otro (escriba su código)…`)
};

/**
* | output |
* | --- |
* | "Other (type its code)…" |
*
* @param {Office_Code_OtherInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_code_other = /** @type {((inputs?: Office_Code_OtherInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Code_OtherInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_code_other, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_code_other(inputs)
	return en_office_code_other(inputs)
});