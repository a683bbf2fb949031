/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown> }} Orders_Queued_AgainInputs */

const en_orders_queued_again = /** @type {(inputs: Orders_Queued_AgainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Queued again: ${i?.what}`)
};

const es_orders_queued_again = /** @type {(inputs: Orders_Queued_AgainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`De nuevo en cola: ${i?.what}`)
};

/**
* | output |
* | --- |
* | "Queued again: {what}" |
*
* @param {Orders_Queued_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_queued_again = /** @type {((inputs: Orders_Queued_AgainInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Queued_AgainInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_queued_again, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_queued_again(inputs)
	return en_orders_queued_again(inputs)
});