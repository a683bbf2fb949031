/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Clients_File_FailedInputs */

const en_clients_file_failed = /** @type {(inputs: Clients_File_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not open the file: ${i?.reason}`)
};

const es_clients_file_failed = /** @type {(inputs: Clients_File_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo abrir el archivo: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Could not open the file: {reason}" |
*
* @param {Clients_File_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_file_failed = /** @type {((inputs: Clients_File_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_File_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_file_failed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_file_failed(inputs)
	return en_clients_file_failed(inputs)
});