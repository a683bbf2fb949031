/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Id_OrderInputs */

const en_api_id_order = /** @type {(inputs: Api_Id_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The order id`)
};

const es_api_id_order = /** @type {(inputs: Api_Id_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El ID del pedido`)
};

/**
* | output |
* | --- |
* | "The order id" |
*
* @param {Api_Id_OrderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_id_order = /** @type {((inputs?: Api_Id_OrderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Id_OrderInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_api_id_order, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_id_order(inputs)
	return en_api_id_order(inputs)
});