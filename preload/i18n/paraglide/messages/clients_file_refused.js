/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_File_RefusedInputs */

const en_clients_file_refused = /** @type {(inputs: Clients_File_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This file link was refused: only https links open, in your browser.`)
};

const es_clients_file_refused = /** @type {(inputs: Clients_File_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se rechazó el enlace del archivo: solo se abren enlaces https, en su navegador.`)
};

/**
* | output |
* | --- |
* | "This file link was refused: only https links open, in your browser." |
*
* @param {Clients_File_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_file_refused = /** @type {((inputs?: Clients_File_RefusedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_File_RefusedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_file_refused, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_file_refused(inputs)
	return en_clients_file_refused(inputs)
});