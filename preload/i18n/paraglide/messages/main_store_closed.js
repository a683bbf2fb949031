/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Store_ClosedInputs */

const en_main_store_closed = /** @type {(inputs: Main_Store_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The window closed before the data was stored.`)
};

const es_main_store_closed = /** @type {(inputs: Main_Store_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La ventana se cerró antes de guardar los datos.`)
};

/**
* | output |
* | --- |
* | "The window closed before the data was stored." |
*
* @param {Main_Store_ClosedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_store_closed = /** @type {((inputs?: Main_Store_ClosedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Store_ClosedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_main_store_closed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_store_closed(inputs)
	return en_main_store_closed(inputs)
});