/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Csv_FailedInputs */

const en_main_csv_failed = /** @type {(inputs: Main_Csv_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The file could not be saved. Try another folder.`)
};

const es_main_csv_failed = /** @type {(inputs: Main_Csv_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo guardar el archivo. Pruebe con otra carpeta.`)
};

/**
* | output |
* | --- |
* | "The file could not be saved. Try another folder." |
*
* @param {Main_Csv_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_csv_failed = /** @type {((inputs?: Main_Csv_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Csv_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_main_csv_failed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_csv_failed(inputs)
	return en_main_csv_failed(inputs)
});