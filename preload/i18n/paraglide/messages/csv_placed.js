/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_PlacedInputs */

const en_csv_placed = /** @type {(inputs: Csv_PlacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Placed`)
};

const es_csv_placed = /** @type {(inputs: Csv_PlacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Realizado`)
};

/**
* | output |
* | --- |
* | "Placed" |
*
* @param {Csv_PlacedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_placed = /** @type {((inputs?: Csv_PlacedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_PlacedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_csv_placed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_csv_placed(inputs)
	return en_csv_placed(inputs)
});