/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown>, pages: NonNullable<unknown> }} Api_List_Too_Many_PagesInputs */

const en_api_list_too_many_pages = /** @type {(inputs: Api_List_Too_Many_PagesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The server did not end ${i?.what} after ${i?.pages} pages; stopped rather than loop. Try again later.`)
};

const es_api_list_too_many_pages = /** @type {(inputs: Api_List_Too_Many_PagesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servidor no terminó ${i?.what} después de ${i?.pages} páginas; se ha parado para no repetir sin fin. Vuelva a intentarlo más tarde.`)
};

/**
* | output |
* | --- |
* | "The server did not end {what} after {pages} pages; stopped rather than loop. Try again later." |
*
* @param {Api_List_Too_Many_PagesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_list_too_many_pages = /** @type {((inputs: Api_List_Too_Many_PagesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_List_Too_Many_PagesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_api_list_too_many_pages, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_list_too_many_pages(inputs)
	return en_api_list_too_many_pages(inputs)
});