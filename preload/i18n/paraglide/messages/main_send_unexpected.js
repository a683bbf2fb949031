/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Send_UnexpectedInputs */

const en_main_send_unexpected = /** @type {(inputs: Main_Send_UnexpectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An unexpected error happened while sending.`)
};

const es_main_send_unexpected = /** @type {(inputs: Main_Send_UnexpectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocurrió un error inesperado durante el envío.`)
};

/**
* | output |
* | --- |
* | "An unexpected error happened while sending." |
*
* @param {Main_Send_UnexpectedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_send_unexpected = /** @type {((inputs?: Main_Send_UnexpectedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Send_UnexpectedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_main_send_unexpected, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_send_unexpected(inputs)
	return en_main_send_unexpected(inputs)
});