/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_Fill_PercentInputs */

const en_csv_fill_percent = /** @type {(inputs: Csv_Fill_PercentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fill %`)
};

const es_csv_fill_percent = /** @type {(inputs: Csv_Fill_PercentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`% cubierto`)
};

/**
* | output |
* | --- |
* | "Fill %" |
*
* @param {Csv_Fill_PercentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_fill_percent = /** @type {((inputs?: Csv_Fill_PercentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Fill_PercentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_csv_fill_percent, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_csv_fill_percent(inputs)
	return en_csv_fill_percent(inputs)
});