/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_Alternates_FilledInputs */

const en_csv_alternates_filled = /** @type {(inputs: Csv_Alternates_FilledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alternates filled`)
};

const es_csv_alternates_filled = /** @type {(inputs: Csv_Alternates_FilledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suplentes cubiertos`)
};

/**
* | output |
* | --- |
* | "Alternates filled" |
*
* @param {Csv_Alternates_FilledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_alternates_filled = /** @type {((inputs?: Csv_Alternates_FilledInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Alternates_FilledInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_csv_alternates_filled, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_csv_alternates_filled(inputs)
	return en_csv_alternates_filled(inputs)
});