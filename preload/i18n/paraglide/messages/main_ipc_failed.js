/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Ipc_FailedInputs */

const en_main_ipc_failed = /** @type {(inputs: Main_Ipc_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong in the app. Please try again.`)
};

const es_main_ipc_failed = /** @type {(inputs: Main_Ipc_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Algo falló en la aplicación. Vuelva a intentarlo.`)
};

/**
* | output |
* | --- |
* | "Something went wrong in the app. Please try again." |
*
* @param {Main_Ipc_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_ipc_failed = /** @type {((inputs?: Main_Ipc_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Ipc_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_main_ipc_failed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_ipc_failed(inputs)
	return en_main_ipc_failed(inputs)
});