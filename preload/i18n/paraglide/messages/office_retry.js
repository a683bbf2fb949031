/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_RetryInputs */

const en_office_retry = /** @type {(inputs: Office_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again in a minute. If it keeps failing, give the code below to the office.`)
};

const es_office_retry = /** @type {(inputs: Office_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inténtelo de nuevo en un minuto. Si sigue fallando, dé el código de abajo a la oficina.`)
};

/**
* | output |
* | --- |
* | "Try again in a minute. If it keeps failing, give the code below to the office." |
*
* @param {Office_RetryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_retry = /** @type {((inputs?: Office_RetryInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_RetryInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_retry, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_retry(inputs)
	return en_office_retry(inputs)
});