/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Orders_Not_SavedInputs */

const en_orders_not_saved = /** @type {(inputs: Orders_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not saved, so not queued: ${i?.reason}`)
};

const es_orders_not_saved = /** @type {(inputs: Orders_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se guardó, así que no está en cola: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Not saved, so not queued: {reason}" |
*
* @param {Orders_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_not_saved = /** @type {((inputs: Orders_Not_SavedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Not_SavedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_not_saved, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_not_saved(inputs)
	return en_orders_not_saved(inputs)
});