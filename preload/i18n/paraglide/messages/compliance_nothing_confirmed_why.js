/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compliance_Nothing_Confirmed_WhyInputs */

const en_compliance_nothing_confirmed_why = /** @type {(inputs: Compliance_Nothing_Confirmed_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server offers no way to read a requirement: the app learns its value from the server's answer to a change made here.`)
};

const es_compliance_nothing_confirmed_why = /** @type {(inputs: Compliance_Nothing_Confirmed_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servidor no ofrece forma de leer un requisito: la aplicación conoce su valor por la respuesta del servidor a un cambio hecho aquí.`)
};

/**
* | output |
* | --- |
* | "The server offers no way to read a requirement: the app learns its value from the server's answer to a change made here." |
*
* @param {Compliance_Nothing_Confirmed_WhyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_nothing_confirmed_why = /** @type {((inputs?: Compliance_Nothing_Confirmed_WhyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_Nothing_Confirmed_WhyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_compliance_nothing_confirmed_why, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_compliance_nothing_confirmed_why(inputs)
	return en_compliance_nothing_confirmed_why(inputs)
});