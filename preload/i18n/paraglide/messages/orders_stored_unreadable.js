/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Orders_Stored_UnreadableInputs */

const en_orders_stored_unreadable = /** @type {(inputs: Orders_Stored_UnreadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The stored data could not be read: ${i?.reason}`)
};

const es_orders_stored_unreadable = /** @type {(inputs: Orders_Stored_UnreadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudieron leer los datos guardados: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "The stored data could not be read: {reason}" |
*
* @param {Orders_Stored_UnreadableInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_stored_unreadable = /** @type {((inputs: Orders_Stored_UnreadableInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Stored_UnreadableInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_stored_unreadable, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_stored_unreadable(inputs)
	return en_orders_stored_unreadable(inputs)
});