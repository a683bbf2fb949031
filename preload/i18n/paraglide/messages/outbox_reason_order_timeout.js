/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outbox_Reason_Order_TimeoutInputs */

const en_outbox_reason_order_timeout = /** @type {(inputs: Outbox_Reason_Order_TimeoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The order may have been placed.`)
};

const es_outbox_reason_order_timeout = /** @type {(inputs: Outbox_Reason_Order_TimeoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puede que el pedido se haya realizado.`)
};

/**
* | output |
* | --- |
* | "The order may have been placed." |
*
* @param {Outbox_Reason_Order_TimeoutInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const outbox_reason_order_timeout = /** @type {((inputs?: Outbox_Reason_Order_TimeoutInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outbox_Reason_Order_TimeoutInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_outbox_reason_order_timeout, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_outbox_reason_order_timeout(inputs)
	return en_outbox_reason_order_timeout(inputs)
});