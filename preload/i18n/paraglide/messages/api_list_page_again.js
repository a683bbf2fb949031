/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ page: NonNullable<unknown>, what: NonNullable<unknown> }} Api_List_Page_AgainInputs */

const en_api_list_page_again = /** @type {(inputs: Api_List_Page_AgainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The server sent page ${i?.page} of ${i?.what} again; stopped rather than loop. Try again later.`)
};

const es_api_list_page_again = /** @type {(inputs: Api_List_Page_AgainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servidor volvió a enviar la página ${i?.page} de ${i?.what}; se ha parado para no repetir sin fin. Vuelva a intentarlo más tarde.`)
};

/**
* | output |
* | --- |
* | "The server sent page {page} of {what} again; stopped rather than loop. Try again later." |
*
* @param {Api_List_Page_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_list_page_again = /** @type {((inputs: Api_List_Page_AgainInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_List_Page_AgainInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_api_list_page_again, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_list_page_again(inputs)
	return en_api_list_page_again(inputs)
});