/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_No_DatabaseInputs */

const en_print_no_database = /** @type {(inputs: Print_No_DatabaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The sheet names no database of this app.`)
};

const es_print_no_database = /** @type {(inputs: Print_No_DatabaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La hoja no nombra ninguna base de datos de esta aplicación.`)
};

/**
* | output |
* | --- |
* | "The sheet names no database of this app." |
*
* @param {Print_No_DatabaseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_no_database = /** @type {((inputs?: Print_No_DatabaseInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_No_DatabaseInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_print_no_database, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_no_database(inputs)
	return en_print_no_database(inputs)
});