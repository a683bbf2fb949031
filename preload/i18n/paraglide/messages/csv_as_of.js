/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_As_OfInputs */

const en_csv_as_of = /** @type {(inputs: Csv_As_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data as of`)
};

const es_csv_as_of = /** @type {(inputs: Csv_As_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datos del`)
};

/**
* | output |
* | --- |
* | "Data as of" |
*
* @param {Csv_As_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_as_of = /** @type {((inputs?: Csv_As_OfInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_As_OfInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_csv_as_of, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_csv_as_of(inputs)
	return en_csv_as_of(inputs)
});