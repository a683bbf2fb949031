/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ipc_Refused_Too_Many_ValuesInputs */

const en_ipc_refused_too_many_values = /** @type {(inputs: Ipc_Refused_Too_Many_ValuesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request refused: it holds too many values.`)
};

const es_ipc_refused_too_many_values = /** @type {(inputs: Ipc_Refused_Too_Many_ValuesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitud rechazada: contiene demasiados valores.`)
};

/**
* | output |
* | --- |
* | "Request refused: it holds too many values." |
*
* @param {Ipc_Refused_Too_Many_ValuesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const ipc_refused_too_many_values = /** @type {((inputs?: Ipc_Refused_Too_Many_ValuesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ipc_Refused_Too_Many_ValuesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_ipc_refused_too_many_values, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ipc_refused_too_many_values(inputs)
	return en_ipc_refused_too_many_values(inputs)
});