/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_Order_RejectedInputs */

const en_notice_order_rejected = /** @type {(inputs: Notice_Order_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order rejected`)
};

const es_notice_order_rejected = /** @type {(inputs: Notice_Order_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pedido rechazado`)
};

/**
* | output |
* | --- |
* | "Order rejected" |
*
* @param {Notice_Order_RejectedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const notice_order_rejected = /** @type {((inputs?: Notice_Order_RejectedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Order_RejectedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_notice_order_rejected, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notice_order_rejected(inputs)
	return en_notice_order_rejected(inputs)
});