/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_Understaffed_ShiftsInputs */

const en_csv_understaffed_shifts = /** @type {(inputs: Csv_Understaffed_ShiftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Understaffed shifts`)
};

const es_csv_understaffed_shifts = /** @type {(inputs: Csv_Understaffed_ShiftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turnos incompletos`)
};

/**
* | output |
* | --- |
* | "Understaffed shifts" |
*
* @param {Csv_Understaffed_ShiftsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_understaffed_shifts = /** @type {((inputs?: Csv_Understaffed_ShiftsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Understaffed_ShiftsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_csv_understaffed_shifts, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_csv_understaffed_shifts(inputs)
	return en_csv_understaffed_shifts(inputs)
});