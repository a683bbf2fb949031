/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Resend_WhyInputs */

const en_orders_resend_why = /** @type {(inputs: Orders_Resend_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The connection broke while this order was being sent, so the server may already have it.`)
};

const es_orders_resend_why = /** @type {(inputs: Orders_Resend_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La conexión se cortó mientras se enviaba este pedido, así que puede que el servidor ya lo tenga.`)
};

/**
* | output |
* | --- |
* | "The connection broke while this order was being sent, so the server may already have it." |
*
* @param {Orders_Resend_WhyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_resend_why = /** @type {((inputs?: Orders_Resend_WhyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Resend_WhyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_resend_why, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_resend_why(inputs)
	return en_orders_resend_why(inputs)
});