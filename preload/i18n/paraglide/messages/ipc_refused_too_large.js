/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ipc_Refused_Too_LargeInputs */

const en_ipc_refused_too_large = /** @type {(inputs: Ipc_Refused_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request refused: it is too large.`)
};

const es_ipc_refused_too_large = /** @type {(inputs: Ipc_Refused_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitud rechazada: es demasiado grande.`)
};

/**
* | output |
* | --- |
* | "Request refused: it is too large." |
*
* @param {Ipc_Refused_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const ipc_refused_too_large = /** @type {((inputs?: Ipc_Refused_Too_LargeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ipc_Refused_Too_LargeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_ipc_refused_too_large, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ipc_refused_too_large(inputs)
	return en_ipc_refused_too_large(inputs)
});