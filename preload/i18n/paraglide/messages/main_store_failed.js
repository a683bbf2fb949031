/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Store_FailedInputs */

const en_main_store_failed = /** @type {(inputs: Main_Store_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The window could not store the data; it will be fetched again.`)
};

const es_main_store_failed = /** @type {(inputs: Main_Store_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La ventana no pudo guardar los datos; se volverán a pedir.`)
};

/**
* | output |
* | --- |
* | "The window could not store the data; it will be fetched again." |
*
* @param {Main_Store_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_store_failed = /** @type {((inputs?: Main_Store_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Store_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_main_store_failed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_store_failed(inputs)
	return en_main_store_failed(inputs)
});