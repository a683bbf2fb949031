/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Main_Csv_Failed_CodeInputs */

const en_main_csv_failed_code = /** @type {(inputs: Main_Csv_Failed_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The file could not be saved (${i?.code}). Try another folder.`)
};

const es_main_csv_failed_code = /** @type {(inputs: Main_Csv_Failed_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo guardar el archivo (${i?.code}). Pruebe con otra carpeta.`)
};

/**
* | output |
* | --- |
* | "The file could not be saved ({code}). Try another folder." |
*
* @param {Main_Csv_Failed_CodeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_csv_failed_code = /** @type {((inputs: Main_Csv_Failed_CodeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Csv_Failed_CodeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_main_csv_failed_code, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_csv_failed_code(inputs)
	return en_main_csv_failed_code(inputs)
});