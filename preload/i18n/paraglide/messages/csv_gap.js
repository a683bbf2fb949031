/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_GapInputs */

const en_csv_gap = /** @type {(inputs: Csv_GapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gap`)
};

const es_csv_gap = /** @type {(inputs: Csv_GapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faltan`)
};

/**
* | output |
* | --- |
* | "Gap" |
*
* @param {Csv_GapInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_gap = /** @type {((inputs?: Csv_GapInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_GapInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_csv_gap, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_csv_gap(inputs)
	return en_csv_gap(inputs)
});