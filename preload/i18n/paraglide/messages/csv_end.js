/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_EndInputs */

const en_csv_end = /** @type {(inputs: Csv_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`End`)
};

const es_csv_end = /** @type {(inputs: Csv_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fin`)
};

/**
* | output |
* | --- |
* | "End" |
*
* @param {Csv_EndInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_end = /** @type {((inputs?: Csv_EndInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_EndInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_csv_end, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_csv_end(inputs)
	return en_csv_end(inputs)
});