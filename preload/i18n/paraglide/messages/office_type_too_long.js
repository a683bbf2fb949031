/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Office_Type_Too_LongInputs */

const en_office_type_too_long = /** @type {(inputs: Office_Type_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A type has at most ${i?.max} characters.`)
};

const es_office_type_too_long = /** @type {(inputs: Office_Type_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un tipo tiene como máximo ${i?.max} caracteres.`)
};

/**
* | output |
* | --- |
* | "A type has at most {max} characters." |
*
* @param {Office_Type_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_type_too_long = /** @type {((inputs: Office_Type_Too_LongInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Type_Too_LongInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_office_type_too_long, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_type_too_long(inputs)
	return en_office_type_too_long(inputs)
});