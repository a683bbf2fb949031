/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ got: NonNullable<unknown>, asked: NonNullable<unknown> }} Api_Answer_Other_OrderInputs */

const en_api_answer_other_order = /** @type {(inputs: Api_Answer_Other_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The server answered with order ${i?.got} instead of order ${i?.asked}; it was not taken.`)
};

const es_api_answer_other_order = /** @type {(inputs: Api_Answer_Other_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servidor respondió con el pedido ${i?.got} en lugar del pedido ${i?.asked}; no se ha tomado.`)
};

/**
* | output |
* | --- |
* | "The server answered with order {got} instead of order {asked}; it was not taken." |
*
* @param {Api_Answer_Other_OrderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_answer_other_order = /** @type {((inputs: Api_Answer_Other_OrderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Answer_Other_OrderInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_api_answer_other_order, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_answer_other_order(inputs)
	return en_api_answer_other_order(inputs)
});