/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_State_PlacedInputs */

const en_orders_state_placed = /** @type {(inputs: Orders_State_PlacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Placed`)
};

const es_orders_state_placed = /** @type {(inputs: Orders_State_PlacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Realizado`)
};

/**
* | output |
* | --- |
* | "Placed" |
*
* @param {Orders_State_PlacedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_state_placed = /** @type {((inputs?: Orders_State_PlacedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_State_PlacedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_state_placed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_state_placed(inputs)
	return en_orders_state_placed(inputs)
});