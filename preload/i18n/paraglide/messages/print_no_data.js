/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_No_DataInputs */

const en_print_no_data = /** @type {(inputs: Print_No_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no data on this computer for that connection: connect and sync first.`)
};

const es_print_no_data = /** @type {(inputs: Print_No_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay datos en esta computadora para esa conexión: conéctese y sincronice primero.`)
};

/**
* | output |
* | --- |
* | "There is no data on this computer for that connection: connect and sync first." |
*
* @param {Print_No_DataInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_no_data = /** @type {((inputs?: Print_No_DataInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_No_DataInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_print_no_data, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_no_data(inputs)
	return en_print_no_data(inputs)
});