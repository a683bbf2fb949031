/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Api_List_Limit_MbInputs */

const en_api_list_limit_mb = /** @type {(inputs: Api_List_Limit_MbInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} MB`)
};

const es_api_list_limit_mb = /** @type {(inputs: Api_List_Limit_MbInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} MB`)
};

/**
* | output |
* | --- |
* | "{count} MB" |
*
* @param {Api_List_Limit_MbInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_list_limit_mb = /** @type {((inputs: Api_List_Limit_MbInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_List_Limit_MbInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_api_list_limit_mb, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_list_limit_mb(inputs)
	return en_api_list_limit_mb(inputs)
});