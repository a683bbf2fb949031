/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Details_MissingInputs */

const en_connect_details_missing = /** @type {(inputs: Connect_Details_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Some details are missing`)
};

const es_connect_details_missing = /** @type {(inputs: Connect_Details_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faltan algunos datos`)
};

/**
* | output |
* | --- |
* | "Some details are missing" |
*
* @param {Connect_Details_MissingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_details_missing = /** @type {((inputs?: Connect_Details_MissingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Details_MissingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_connect_details_missing, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_connect_details_missing(inputs)
	return en_connect_details_missing(inputs)
});