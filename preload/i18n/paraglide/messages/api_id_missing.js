/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Api_Id_MissingInputs */

const en_api_id_missing = /** @type {(inputs: Api_Id_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.id} is missing or too long.`)
};

const es_api_id_missing = /** @type {(inputs: Api_Id_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.id} falta o es demasiado largo.`)
};

/**
* | output |
* | --- |
* | "{id} is missing or too long." |
*
* @param {Api_Id_MissingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_id_missing = /** @type {((inputs: Api_Id_MissingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Id_MissingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_api_id_missing, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_id_missing(inputs)
	return en_api_id_missing(inputs)
});