/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Orders_Resent_By_ItselfInputs */

const en_orders_resent_by_itself = /** @type {(inputs: Orders_Resent_By_ItselfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sent again by itself ${i?.count}×`)
};

const es_orders_resent_by_itself = /** @type {(inputs: Orders_Resent_By_ItselfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reenviado solo ${i?.count}×`)
};

/**
* | output |
* | --- |
* | "Sent again by itself {count}×" |
*
* @param {Orders_Resent_By_ItselfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_resent_by_itself = /** @type {((inputs: Orders_Resent_By_ItselfInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Resent_By_ItselfInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_resent_by_itself, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_resent_by_itself(inputs)
	return en_orders_resent_by_itself(inputs)
});