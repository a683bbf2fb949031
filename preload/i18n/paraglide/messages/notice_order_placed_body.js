/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ item: NonNullable<unknown>, id: NonNullable<unknown> }} Notice_Order_Placed_BodyInputs */

const en_notice_order_placed_body = /** @type {(inputs: Notice_Order_Placed_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.item} was placed (order ${i?.id}).`)
};

/**
* | output |
* | --- |
* | "{item} was placed (order {id})." |
*
* @param {Notice_Order_Placed_BodyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const notice_order_placed_body = /** @type {((inputs: Notice_Order_Placed_BodyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Order_Placed_BodyInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("notice_order_placed_body", en_notice_order_placed_body));
