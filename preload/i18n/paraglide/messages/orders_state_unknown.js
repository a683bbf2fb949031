/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_State_UnknownInputs */

const en_orders_state_unknown = /** @type {(inputs: Orders_State_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not sure it arrived`)
};

const es_orders_state_unknown = /** @type {(inputs: Orders_State_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se sabe si llegó`)
};

/**
* | output |
* | --- |
* | "Not sure it arrived" |
*
* @param {Orders_State_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_state_unknown = /** @type {((inputs?: Orders_State_UnknownInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_State_UnknownInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_state_unknown, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_state_unknown(inputs)
	return en_orders_state_unknown(inputs)
});