/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Resend_AnywayInputs */

const en_orders_resend_anyway = /** @type {(inputs: Orders_Resend_AnywayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send again anyway`)
};

const es_orders_resend_anyway = /** @type {(inputs: Orders_Resend_AnywayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reenviar de todos modos`)
};

/**
* | output |
* | --- |
* | "Send again anyway" |
*
* @param {Orders_Resend_AnywayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_resend_anyway = /** @type {((inputs?: Orders_Resend_AnywayInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Resend_AnywayInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_resend_anyway, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_resend_anyway(inputs)
	return en_orders_resend_anyway(inputs)
});