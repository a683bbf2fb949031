/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ path: NonNullable<unknown> }} Api_No_OrderablesInputs */

const en_api_no_orderables = /** @type {(inputs: Api_No_OrderablesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The configuration has no orderables catalogue at “${i?.path}”.`)
};

const es_api_no_orderables = /** @type {(inputs: Api_No_OrderablesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La configuración no tiene catálogo de artículos en «${i?.path}».`)
};

/**
* | output |
* | --- |
* | "The configuration has no orderables catalogue at “{path}”." |
*
* @param {Api_No_OrderablesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_no_orderables = /** @type {((inputs: Api_No_OrderablesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_No_OrderablesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_api_no_orderables, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_no_orderables(inputs)
	return en_api_no_orderables(inputs)
});