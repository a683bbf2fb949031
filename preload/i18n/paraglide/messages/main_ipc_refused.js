/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Ipc_RefusedInputs */

const en_main_ipc_refused = /** @type {(inputs: Main_Ipc_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request refused.`)
};

const es_main_ipc_refused = /** @type {(inputs: Main_Ipc_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitud rechazada.`)
};

/**
* | output |
* | --- |
* | "Request refused." |
*
* @param {Main_Ipc_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_ipc_refused = /** @type {((inputs?: Main_Ipc_RefusedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Ipc_RefusedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_main_ipc_refused, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_ipc_refused(inputs)
	return en_main_ipc_refused(inputs)
});