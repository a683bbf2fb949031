/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_State_SendingInputs */

const en_orders_state_sending = /** @type {(inputs: Orders_State_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending`)
};

const es_orders_state_sending = /** @type {(inputs: Orders_State_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviando`)
};

/**
* | output |
* | --- |
* | "Sending" |
*
* @param {Orders_State_SendingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_state_sending = /** @type {((inputs?: Orders_State_SendingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_State_SendingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_state_sending, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_state_sending(inputs)
	return en_orders_state_sending(inputs)
});