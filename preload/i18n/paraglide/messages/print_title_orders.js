/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Title_OrdersInputs */

const en_print_title_orders = /** @type {(inputs: Print_Title_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orders and compliance changes`)
};

const es_print_title_orders = /** @type {(inputs: Print_Title_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pedidos y cambios de cumplimiento`)
};

/**
* | output |
* | --- |
* | "Orders and compliance changes" |
*
* @param {Print_Title_OrdersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_title_orders = /** @type {((inputs?: Print_Title_OrdersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Title_OrdersInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_print_title_orders, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_title_orders(inputs)
	return en_print_title_orders(inputs)
});