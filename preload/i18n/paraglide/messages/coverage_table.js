/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coverage_TableInputs */

const en_coverage_table = /** @type {(inputs: Coverage_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Table`)
};

const es_coverage_table = /** @type {(inputs: Coverage_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tabla`)
};

/**
* | output |
* | --- |
* | "Table" |
*
* @param {Coverage_TableInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_table = /** @type {((inputs?: Coverage_TableInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_TableInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_coverage_table, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_coverage_table(inputs)
	return en_coverage_table(inputs)
});