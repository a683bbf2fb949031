/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_Last_ErrorInputs */

const en_csv_last_error = /** @type {(inputs: Csv_Last_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last error`)
};

const es_csv_last_error = /** @type {(inputs: Csv_Last_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Último error`)
};

/**
* | output |
* | --- |
* | "Last error" |
*
* @param {Csv_Last_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_last_error = /** @type {((inputs?: Csv_Last_ErrorInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Last_ErrorInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_csv_last_error, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_csv_last_error(inputs)
	return en_csv_last_error(inputs)
});