/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_State_QueuedInputs */

const en_orders_state_queued = /** @type {(inputs: Orders_State_QueuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Queued`)
};

const es_orders_state_queued = /** @type {(inputs: Orders_State_QueuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En cola`)
};

/**
* | output |
* | --- |
* | "Queued" |
*
* @param {Orders_State_QueuedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_state_queued = /** @type {((inputs?: Orders_State_QueuedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_State_QueuedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_state_queued, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_state_queued(inputs)
	return en_orders_state_queued(inputs)
});