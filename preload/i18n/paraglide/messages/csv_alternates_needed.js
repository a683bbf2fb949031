/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_Alternates_NeededInputs */

const en_csv_alternates_needed = /** @type {(inputs: Csv_Alternates_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alternates needed`)
};

const es_csv_alternates_needed = /** @type {(inputs: Csv_Alternates_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suplentes necesarios`)
};

/**
* | output |
* | --- |
* | "Alternates needed" |
*
* @param {Csv_Alternates_NeededInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_alternates_needed = /** @type {((inputs?: Csv_Alternates_NeededInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Alternates_NeededInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_csv_alternates_needed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_csv_alternates_needed(inputs)
	return en_csv_alternates_needed(inputs)
});