/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ at: NonNullable<unknown> }} Orders_Discard_CreatedInputs */

const en_orders_discard_created = /** @type {(inputs: Orders_Discard_CreatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, created ${i?.at}, will not be sent. This cannot be undone.`)
};

const es_orders_discard_created = /** @type {(inputs: Orders_Discard_CreatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, creado ${i?.at}, no se enviará. No se puede deshacer.`)
};

/**
* | output |
* | --- |
* | ", created {at}, will not be sent. This cannot be undone." |
*
* @param {Orders_Discard_CreatedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_discard_created = /** @type {((inputs: Orders_Discard_CreatedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Discard_CreatedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_discard_created, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_discard_created(inputs)
	return en_orders_discard_created(inputs)
});