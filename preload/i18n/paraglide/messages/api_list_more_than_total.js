/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown>, total: NonNullable<unknown> }} Api_List_More_Than_TotalInputs */

const en_api_list_more_than_total = /** @type {(inputs: Api_List_More_Than_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The server sent more of ${i?.what} than the ${i?.total} it said it has; stopped rather than loop. Try again later.`)
};

const es_api_list_more_than_total = /** @type {(inputs: Api_List_More_Than_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servidor envió más de ${i?.what} que los ${i?.total} que dijo tener; se ha parado para no repetir sin fin. Vuelva a intentarlo más tarde.`)
};

/**
* | output |
* | --- |
* | "The server sent more of {what} than the {total} it said it has; stopped rather than loop. Try again later." |
*
* @param {Api_List_More_Than_TotalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_list_more_than_total = /** @type {((inputs: Api_List_More_Than_TotalInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_List_More_Than_TotalInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_api_list_more_than_total, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_list_more_than_total(inputs)
	return en_api_list_more_than_total(inputs)
});