/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_FilledInputs */

const en_csv_filled = /** @type {(inputs: Csv_FilledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filled`)
};

const es_csv_filled = /** @type {(inputs: Csv_FilledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cubiertas`)
};

/**
* | output |
* | --- |
* | "Filled" |
*
* @param {Csv_FilledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_filled = /** @type {((inputs?: Csv_FilledInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_FilledInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_csv_filled, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_csv_filled(inputs)
	return en_csv_filled(inputs)
});