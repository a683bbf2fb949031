/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_Shift_IdInputs */

const en_csv_shift_id = /** @type {(inputs: Csv_Shift_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shift ID`)
};

const es_csv_shift_id = /** @type {(inputs: Csv_Shift_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID del turno`)
};

/**
* | output |
* | --- |
* | "Shift ID" |
*
* @param {Csv_Shift_IdInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_shift_id = /** @type {((inputs?: Csv_Shift_IdInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Shift_IdInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_csv_shift_id, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_csv_shift_id(inputs)
	return en_csv_shift_id(inputs)
});