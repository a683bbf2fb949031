/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Bad_Url_AdviceInputs */

const en_connect_bad_url_advice = /** @type {(inputs: Connect_Bad_Url_AdviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter an https:// address ending in /api/1_12 (http:// only for this computer).`)
};

const es_connect_bad_url_advice = /** @type {(inputs: Connect_Bad_Url_AdviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escriba una dirección https:// que termine en /api/1_12 (http:// solo para esta computadora).`)
};

/**
* | output |
* | --- |
* | "Enter an https:// address ending in /api/1_12 (http:// only for this computer)." |
*
* @param {Connect_Bad_Url_AdviceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_bad_url_advice = /** @type {((inputs?: Connect_Bad_Url_AdviceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Bad_Url_AdviceInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_connect_bad_url_advice, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_connect_bad_url_advice(inputs)
	return en_connect_bad_url_advice(inputs)
});