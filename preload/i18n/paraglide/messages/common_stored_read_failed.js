/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Stored_Read_FailedInputs */

const en_common_stored_read_failed = /** @type {(inputs: Common_Stored_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The stored data could not be read`)
};

const es_common_stored_read_failed = /** @type {(inputs: Common_Stored_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron leer los datos guardados`)
};

/**
* | output |
* | --- |
* | "The stored data could not be read" |
*
* @param {Common_Stored_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const common_stored_read_failed = /** @type {((inputs?: Common_Stored_Read_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Stored_Read_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_common_stored_read_failed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_common_stored_read_failed(inputs)
	return en_common_stored_read_failed(inputs)
});