/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Read_Once_PlacedInputs */

const en_orders_read_once_placed = /** @type {(inputs: Orders_Read_Once_PlacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`once placed`)
};

const es_orders_read_once_placed = /** @type {(inputs: Orders_Read_Once_PlacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cuando se realice`)
};

/**
* | output |
* | --- |
* | "once placed" |
*
* @param {Orders_Read_Once_PlacedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_read_once_placed = /** @type {((inputs?: Orders_Read_Once_PlacedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Read_Once_PlacedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_read_once_placed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_read_once_placed(inputs)
	return en_orders_read_once_placed(inputs)
});