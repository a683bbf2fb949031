/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Follow_Id_Too_LongInputs */

const en_follow_id_too_long = /** @type {(inputs: Follow_Id_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An id has at most ${i?.max} characters.`)
};

const es_follow_id_too_long = /** @type {(inputs: Follow_Id_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un ID tiene como máximo ${i?.max} caracteres.`)
};

/**
* | output |
* | --- |
* | "An id has at most {max} characters." |
*
* @param {Follow_Id_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_id_too_long = /** @type {((inputs: Follow_Id_Too_LongInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Id_Too_LongInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_follow_id_too_long, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_follow_id_too_long(inputs)
	return en_follow_id_too_long(inputs)
});