/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Resend_TitleInputs */

const en_orders_resend_title = /** @type {(inputs: Orders_Resend_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send this order again?`)
};

const es_orders_resend_title = /** @type {(inputs: Orders_Resend_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Reenviar este pedido?`)
};

/**
* | output |
* | --- |
* | "Send this order again?" |
*
* @param {Orders_Resend_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_resend_title = /** @type {((inputs?: Orders_Resend_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Resend_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_resend_title, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_resend_title(inputs)
	return en_orders_resend_title(inputs)
});