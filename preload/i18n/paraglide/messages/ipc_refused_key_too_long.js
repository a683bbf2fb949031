/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ipc_Refused_Key_Too_LongInputs */

const en_ipc_refused_key_too_long = /** @type {(inputs: Ipc_Refused_Key_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request refused: a field name is too long.`)
};

const es_ipc_refused_key_too_long = /** @type {(inputs: Ipc_Refused_Key_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitud rechazada: el nombre de un campo es demasiado largo.`)
};

/**
* | output |
* | --- |
* | "Request refused: a field name is too long." |
*
* @param {Ipc_Refused_Key_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const ipc_refused_key_too_long = /** @type {((inputs?: Ipc_Refused_Key_Too_LongInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ipc_Refused_Key_Too_LongInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_ipc_refused_key_too_long, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ipc_refused_key_too_long(inputs)
	return en_ipc_refused_key_too_long(inputs)
});