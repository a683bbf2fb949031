/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Id_ShiftInputs */

const en_api_id_shift = /** @type {(inputs: Api_Id_ShiftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The shift id`)
};

const es_api_id_shift = /** @type {(inputs: Api_Id_ShiftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El ID del turno`)
};

/**
* | output |
* | --- |
* | "The shift id" |
*
* @param {Api_Id_ShiftInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_id_shift = /** @type {((inputs?: Api_Id_ShiftInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Id_ShiftInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_api_id_shift, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_id_shift(inputs)
	return en_api_id_shift(inputs)
});