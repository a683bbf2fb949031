/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ words: NonNullable<unknown>, said: NonNullable<unknown> }} Api_Error_Server_SaidInputs */

const en_api_error_server_said = /** @type {(inputs: Api_Error_Server_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.words} Server said: ${i?.said}`)
};

const es_api_error_server_said = /** @type {(inputs: Api_Error_Server_SaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.words} El servidor dijo: ${i?.said}`)
};

/**
* | output |
* | --- |
* | "{words} Server said: {said}" |
*
* @param {Api_Error_Server_SaidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_error_server_said = /** @type {((inputs: Api_Error_Server_SaidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Server_SaidInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_api_error_server_said, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_error_server_said(inputs)
	return en_api_error_server_said(inputs)
});