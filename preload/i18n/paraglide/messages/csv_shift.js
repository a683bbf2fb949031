/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_ShiftInputs */

const en_csv_shift = /** @type {(inputs: Csv_ShiftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shift`)
};

const es_csv_shift = /** @type {(inputs: Csv_ShiftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turno`)
};

/**
* | output |
* | --- |
* | "Shift" |
*
* @param {Csv_ShiftInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_shift = /** @type {((inputs?: Csv_ShiftInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_ShiftInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_csv_shift, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_csv_shift(inputs)
	return en_csv_shift(inputs)
});