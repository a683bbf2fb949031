/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hr_Read_FailedInputs */

const en_hr_read_failed = /** @type {(inputs: Hr_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The stored contacts could not be read`)
};

const es_hr_read_failed = /** @type {(inputs: Hr_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron leer los contactos guardados`)
};

/**
* | output |
* | --- |
* | "The stored contacts could not be read" |
*
* @param {Hr_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const hr_read_failed = /** @type {((inputs?: Hr_Read_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hr_Read_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_hr_read_failed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_hr_read_failed(inputs)
	return en_hr_read_failed(inputs)
});