/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Outbox_Reason_Order_ServerInputs */

const en_outbox_reason_order_server = /** @type {(inputs: Outbox_Reason_Order_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server had a problem; it may or may not have stored this order.`)
};

const es_outbox_reason_order_server = /** @type {(inputs: Outbox_Reason_Order_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servidor tuvo un problema; puede que haya guardado este pedido o no.`)
};

/**
* | output |
* | --- |
* | "The server had a problem; it may or may not have stored this order." |
*
* @param {Outbox_Reason_Order_ServerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const outbox_reason_order_server = /** @type {((inputs?: Outbox_Reason_Order_ServerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Outbox_Reason_Order_ServerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_outbox_reason_order_server, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_outbox_reason_order_server(inputs)
	return en_outbox_reason_order_server(inputs)
});