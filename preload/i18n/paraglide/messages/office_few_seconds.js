/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Few_SecondsInputs */

const en_office_few_seconds = /** @type {(inputs: Office_Few_SecondsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again in a few seconds.`)
};

const es_office_few_seconds = /** @type {(inputs: Office_Few_SecondsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inténtelo de nuevo en unos segundos.`)
};

/**
* | output |
* | --- |
* | "Try again in a few seconds." |
*
* @param {Office_Few_SecondsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_few_seconds = /** @type {((inputs?: Office_Few_SecondsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Few_SecondsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_few_seconds, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_few_seconds(inputs)
	return en_office_few_seconds(inputs)
});