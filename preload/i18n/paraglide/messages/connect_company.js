/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_CompanyInputs */

const en_connect_company = /** @type {(inputs: Connect_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connect to your company`)
};

const es_connect_company = /** @type {(inputs: Connect_CompanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conectar con su empresa`)
};

/**
* | output |
* | --- |
* | "Connect to your company" |
*
* @param {Connect_CompanyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_company = /** @type {((inputs?: Connect_CompanyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_CompanyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_connect_company, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_connect_company(inputs)
	return en_connect_company(inputs)
});