/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Mark_PlacedInputs */

const en_orders_mark_placed = /** @type {(inputs: Orders_Mark_PlacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark as placed`)
};

const es_orders_mark_placed = /** @type {(inputs: Orders_Mark_PlacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dar por realizado`)
};

/**
* | output |
* | --- |
* | "Mark as placed" |
*
* @param {Orders_Mark_PlacedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_mark_placed = /** @type {((inputs?: Orders_Mark_PlacedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Mark_PlacedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_mark_placed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_mark_placed(inputs)
	return en_orders_mark_placed(inputs)
});