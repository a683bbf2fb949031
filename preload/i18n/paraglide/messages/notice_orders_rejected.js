/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notice_Orders_RejectedInputs */

const en_notice_orders_rejected = /** @type {(inputs: Notice_Orders_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orders rejected`)
};

const es_notice_orders_rejected = /** @type {(inputs: Notice_Orders_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pedidos rechazados`)
};

/**
* | output |
* | --- |
* | "Orders rejected" |
*
* @param {Notice_Orders_RejectedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const notice_orders_rejected = /** @type {((inputs?: Notice_Orders_RejectedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Orders_RejectedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_notice_orders_rejected, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notice_orders_rejected(inputs)
	return en_notice_orders_rejected(inputs)
});