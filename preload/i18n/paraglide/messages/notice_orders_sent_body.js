/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ placed: NonNullable<unknown>, rejected: NonNullable<unknown> }} Notice_Orders_Sent_BodyInputs */

const en_notice_orders_sent_body = /** @type {(inputs: Notice_Orders_Sent_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.placed} placed, ${i?.rejected} rejected. The outbox shows why.`)
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
export const notice_orders_sent_body = /** @type {((inputs: Notice_Orders_Sent_BodyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Orders_Sent_BodyInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("notice_orders_sent_body", en_notice_orders_sent_body));
