/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ placed: NonNullable<unknown>, rejected: NonNullable<unknown> }} Notice_Orders_Sent_BodyInputs */

const en_notice_orders_sent_body = /** @type {(inputs: Notice_Orders_Sent_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.placed} placed, ${i?.rejected} rejected. The outbox shows why.`)
};

const es_notice_orders_sent_body = /** @type {(inputs: Notice_Orders_Sent_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Realizados: ${i?.placed}; rechazados: ${i?.rejected}. La pantalla Pedidos dice por qué.`)
};

/**
* | output |
* | --- |
* | "{placed} placed, {rejected} rejected. The outbox shows why." |
*
* @param {Notice_Orders_Sent_BodyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const notice_orders_sent_body = /** @type {((inputs: Notice_Orders_Sent_BodyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Orders_Sent_BodyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_notice_orders_sent_body, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notice_orders_sent_body(inputs)
	return en_notice_orders_sent_body(inputs)
});