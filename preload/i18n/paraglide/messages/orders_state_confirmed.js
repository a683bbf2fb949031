/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_State_ConfirmedInputs */

const en_orders_state_confirmed = /** @type {(inputs: Orders_State_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmed`)
};

const es_orders_state_confirmed = /** @type {(inputs: Orders_State_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmado`)
};

/**
* | output |
* | --- |
* | "Confirmed" |
*
* @param {Orders_State_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_state_confirmed = /** @type {((inputs?: Orders_State_ConfirmedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_State_ConfirmedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_state_confirmed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_state_confirmed(inputs)
	return en_orders_state_confirmed(inputs)
});