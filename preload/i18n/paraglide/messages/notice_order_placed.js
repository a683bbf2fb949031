/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_Order_PlacedInputs */

const en_notice_order_placed = /** @type {(inputs: Notice_Order_PlacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order placed`)
};

const es_notice_order_placed = /** @type {(inputs: Notice_Order_PlacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pedido realizado`)
};

/**
* | output |
* | --- |
* | "Order placed" |
*
* @param {Notice_Order_PlacedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const notice_order_placed = /** @type {((inputs?: Notice_Order_PlacedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Order_PlacedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_notice_order_placed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notice_order_placed(inputs)
	return en_notice_order_placed(inputs)
});