/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_OvernightInputs */

const en_csv_overnight = /** @type {(inputs: Csv_OvernightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overnight`)
};

const es_csv_overnight = /** @type {(inputs: Csv_OvernightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nocturno`)
};

/**
* | output |
* | --- |
* | "Overnight" |
*
* @param {Csv_OvernightInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_overnight = /** @type {((inputs?: Csv_OvernightInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_OvernightInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_csv_overnight, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_csv_overnight(inputs)
	return en_csv_overnight(inputs)
});