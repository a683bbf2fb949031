/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_CostInputs */

const en_csv_cost = /** @type {(inputs: Csv_CostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cost`)
};

const es_csv_cost = /** @type {(inputs: Csv_CostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coste`)
};

/**
* | output |
* | --- |
* | "Cost" |
*
* @param {Csv_CostInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_cost = /** @type {((inputs?: Csv_CostInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_CostInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_csv_cost, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_csv_cost(inputs)
	return en_csv_cost(inputs)
});