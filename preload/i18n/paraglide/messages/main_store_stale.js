/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Store_StaleInputs */

const en_main_store_stale = /** @type {(inputs: Main_Store_StaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The window does not hold the set the server called unchanged.`)
};

const es_main_store_stale = /** @type {(inputs: Main_Store_StaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La ventana no tiene los datos que el servidor dio por no cambiados.`)
};

/**
* | output |
* | --- |
* | "The window does not hold the set the server called unchanged." |
*
* @param {Main_Store_StaleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_store_stale = /** @type {((inputs?: Main_Store_StaleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Store_StaleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_main_store_stale, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_store_stale(inputs)
	return en_main_store_stale(inputs)
});