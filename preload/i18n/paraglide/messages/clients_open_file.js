/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Open_FileInputs */

const en_clients_open_file = /** @type {(inputs: Clients_Open_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open the file in your browser`)
};

const es_clients_open_file = /** @type {(inputs: Clients_Open_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir el archivo en su navegador`)
};

/**
* | output |
* | --- |
* | "Open the file in your browser" |
*
* @param {Clients_Open_FileInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_open_file = /** @type {((inputs?: Clients_Open_FileInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Open_FileInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_open_file, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_open_file(inputs)
	return en_clients_open_file(inputs)
});