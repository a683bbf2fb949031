/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Other_AdviceInputs */

const en_connect_other_advice = /** @type {(inputs: Connect_Other_AdviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again. If it keeps failing, note the code below for support.`)
};

const es_connect_other_advice = /** @type {(inputs: Connect_Other_AdviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inténtelo de nuevo. Si sigue fallando, anote el código de abajo para soporte.`)
};

/**
* | output |
* | --- |
* | "Try again. If it keeps failing, note the code below for support." |
*
* @param {Connect_Other_AdviceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_other_advice = /** @type {((inputs?: Connect_Other_AdviceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Other_AdviceInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_connect_other_advice, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_connect_other_advice(inputs)
	return en_connect_other_advice(inputs)
});