/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Api_List_Limit_ItemsInputs */

const en_api_list_limit_items = /** @type {(inputs: Api_List_Limit_ItemsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} items`)
};

const es_api_list_limit_items = /** @type {(inputs: Api_List_Limit_ItemsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} elementos`)
};

/**
* | output |
* | --- |
* | "{count} items" |
*
* @param {Api_List_Limit_ItemsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_list_limit_items = /** @type {((inputs: Api_List_Limit_ItemsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_List_Limit_ItemsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_api_list_limit_items, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_list_limit_items(inputs)
	return en_api_list_limit_items(inputs)
});