/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_Next_Shift_StartInputs */

const en_csv_next_shift_start = /** @type {(inputs: Csv_Next_Shift_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next shift start`)
};

const es_csv_next_shift_start = /** @type {(inputs: Csv_Next_Shift_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicio del próximo turno`)
};

/**
* | output |
* | --- |
* | "Next shift start" |
*
* @param {Csv_Next_Shift_StartInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_next_shift_start = /** @type {((inputs?: Csv_Next_Shift_StartInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Next_Shift_StartInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_csv_next_shift_start, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_csv_next_shift_start(inputs)
	return en_csv_next_shift_start(inputs)
});