/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_NeededInputs */

const en_csv_needed = /** @type {(inputs: Csv_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Needed`)
};

const es_csv_needed = /** @type {(inputs: Csv_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Necesarias`)
};

/**
* | output |
* | --- |
* | "Needed" |
*
* @param {Csv_NeededInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_needed = /** @type {((inputs?: Csv_NeededInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_NeededInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_csv_needed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_csv_needed(inputs)
	return en_csv_needed(inputs)
});