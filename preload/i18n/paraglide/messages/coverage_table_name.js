/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coverage_Table_NameInputs */

const en_coverage_table_name = /** @type {(inputs: Coverage_Table_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Table of coverage by 15 minutes`)
};

const es_coverage_table_name = /** @type {(inputs: Coverage_Table_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tabla de cobertura cada 15 minutos`)
};

/**
* | output |
* | --- |
* | "Table of coverage by 15 minutes" |
*
* @param {Coverage_Table_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_table_name = /** @type {((inputs?: Coverage_Table_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Table_NameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_coverage_table_name, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_coverage_table_name(inputs)
	return en_coverage_table_name(inputs)
});