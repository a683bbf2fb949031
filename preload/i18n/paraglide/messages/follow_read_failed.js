/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_Read_FailedInputs */

const en_follow_read_failed = /** @type {(inputs: Follow_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The stored event list could not be read`)
};

const es_follow_read_failed = /** @type {(inputs: Follow_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo leer la lista de eventos guardada`)
};

/**
* | output |
* | --- |
* | "The stored event list could not be read" |
*
* @param {Follow_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_read_failed = /** @type {((inputs?: Follow_Read_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Read_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_follow_read_failed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_follow_read_failed(inputs)
	return en_follow_read_failed(inputs)
});