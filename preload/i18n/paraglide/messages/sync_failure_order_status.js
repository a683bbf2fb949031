/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Sync_Failure_Order_StatusInputs */

const en_sync_failure_order_status = /** @type {(inputs: Sync_Failure_Order_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The status of order ${i?.id}`)
};

const es_sync_failure_order_status = /** @type {(inputs: Sync_Failure_Order_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El estado del pedido ${i?.id}`)
};

/**
* | output |
* | --- |
* | "The status of order {id}" |
*
* @param {Sync_Failure_Order_StatusInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_order_status = /** @type {((inputs: Sync_Failure_Order_StatusInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_Order_StatusInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_sync_failure_order_status, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sync_failure_order_status(inputs)
	return en_sync_failure_order_status(inputs)
});