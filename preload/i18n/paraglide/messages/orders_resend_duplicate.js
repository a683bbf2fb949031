/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Resend_DuplicateInputs */

const en_orders_resend_duplicate = /** @type {(inputs: Orders_Resend_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This may create a duplicate order.`)
};

const es_orders_resend_duplicate = /** @type {(inputs: Orders_Resend_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esto puede crear un pedido duplicado.`)
};

/**
* | output |
* | --- |
* | "This may create a duplicate order." |
*
* @param {Orders_Resend_DuplicateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_resend_duplicate = /** @type {((inputs?: Orders_Resend_DuplicateInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Resend_DuplicateInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_resend_duplicate, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_resend_duplicate(inputs)
	return en_orders_resend_duplicate(inputs)
});