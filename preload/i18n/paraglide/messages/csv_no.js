/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_NoInputs */

const en_csv_no = /** @type {(inputs: Csv_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no`)
};

const es_csv_no = /** @type {(inputs: Csv_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no`)
};

/**
* | output |
* | --- |
* | "no" |
*
* @param {Csv_NoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_no = /** @type {((inputs?: Csv_NoInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_NoInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_csv_no, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_csv_no(inputs)
	return en_csv_no(inputs)
});