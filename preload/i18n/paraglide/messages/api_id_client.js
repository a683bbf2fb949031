/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Id_ClientInputs */

const en_api_id_client = /** @type {(inputs: Api_Id_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The client id`)
};

const es_api_id_client = /** @type {(inputs: Api_Id_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El ID del cliente`)
};

/**
* | output |
* | --- |
* | "The client id" |
*
* @param {Api_Id_ClientInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_id_client = /** @type {((inputs?: Api_Id_ClientInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Id_ClientInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_api_id_client, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_id_client(inputs)
	return en_api_id_client(inputs)
});