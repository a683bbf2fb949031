/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Details_Missing_AdviceInputs */

const en_connect_details_missing_advice = /** @type {(inputs: Connect_Details_Missing_AdviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the API key (and a base URL for a custom server).`)
};

const es_connect_details_missing_advice = /** @type {(inputs: Connect_Details_Missing_AdviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escriba la clave de API (y una URL base si el servidor es propio).`)
};

/**
* | output |
* | --- |
* | "Enter the API key (and a base URL for a custom server)." |
*
* @param {Connect_Details_Missing_AdviceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_details_missing_advice = /** @type {((inputs?: Connect_Details_Missing_AdviceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Details_Missing_AdviceInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_connect_details_missing_advice, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_connect_details_missing_advice(inputs)
	return en_connect_details_missing_advice(inputs)
});