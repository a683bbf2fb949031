/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Store_LateInputs */

const en_main_store_late = /** @type {(inputs: Main_Store_LateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The window did not store the data in time; it will be fetched again.`)
};

const es_main_store_late = /** @type {(inputs: Main_Store_LateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La ventana no guardó los datos a tiempo; se volverán a pedir.`)
};

/**
* | output |
* | --- |
* | "The window did not store the data in time; it will be fetched again." |
*
* @param {Main_Store_LateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_store_late = /** @type {((inputs?: Main_Store_LateInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Store_LateInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_main_store_late, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_store_late(inputs)
	return en_main_store_late(inputs)
});