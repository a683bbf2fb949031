/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_Orders_PlacedInputs */

const en_notice_orders_placed = /** @type {(inputs: Notice_Orders_PlacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orders placed`)
};

const es_notice_orders_placed = /** @type {(inputs: Notice_Orders_PlacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pedidos realizados`)
};

/**
* | output |
* | --- |
* | "Orders placed" |
*
* @param {Notice_Orders_PlacedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const notice_orders_placed = /** @type {((inputs?: Notice_Orders_PlacedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Orders_PlacedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_notice_orders_placed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notice_orders_placed(inputs)
	return en_notice_orders_placed(inputs)
});