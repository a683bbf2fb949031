/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ipc_Refused_Too_DeepInputs */

const en_ipc_refused_too_deep = /** @type {(inputs: Ipc_Refused_Too_DeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request refused: it is nested too deeply.`)
};

const es_ipc_refused_too_deep = /** @type {(inputs: Ipc_Refused_Too_DeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitud rechazada: tiene demasiados niveles anidados.`)
};

/**
* | output |
* | --- |
* | "Request refused: it is nested too deeply." |
*
* @param {Ipc_Refused_Too_DeepInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const ipc_refused_too_deep = /** @type {((inputs?: Ipc_Refused_Too_DeepInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ipc_Refused_Too_DeepInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_ipc_refused_too_deep, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ipc_refused_too_deep(inputs)
	return en_ipc_refused_too_deep(inputs)
});