/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_Orders_SentInputs */

const en_notice_orders_sent = /** @type {(inputs: Notice_Orders_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Queued orders sent`)
};

const es_notice_orders_sent = /** @type {(inputs: Notice_Orders_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pedidos en cola enviados`)
};

/**
* | output |
* | --- |
* | "Queued orders sent" |
*
* @param {Notice_Orders_SentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const notice_orders_sent = /** @type {((inputs?: Notice_Orders_SentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Orders_SentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_notice_orders_sent, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notice_orders_sent(inputs)
	return en_notice_orders_sent(inputs)
});