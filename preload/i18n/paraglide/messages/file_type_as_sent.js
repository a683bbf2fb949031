/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ raw: NonNullable<unknown> }} File_Type_As_SentInputs */

const en_file_type_as_sent = /** @type {(inputs: File_Type_As_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The server's type: ${i?.raw}`)
};

const es_file_type_as_sent = /** @type {(inputs: File_Type_As_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El tipo según el servidor: ${i?.raw}`)
};

/**
* | output |
* | --- |
* | "The server's type: {raw}" |
*
* @param {File_Type_As_SentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const file_type_as_sent = /** @type {((inputs: File_Type_As_SentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<File_Type_As_SentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_file_type_as_sent, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_file_type_as_sent(inputs)
	return en_file_type_as_sent(inputs)
});