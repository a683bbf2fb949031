/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Notice_Orders_Placed_BodyInputs */

const en_notice_orders_placed_body = /** @type {(inputs: Notice_Orders_Placed_BodyInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} queued order was placed.`);
	return /** @type {LocalizedString} */ (`${shown} queued orders were placed.`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} queued order was placed." |
* | * | "{shown} queued orders were placed." |
*
* @param {Notice_Orders_Placed_BodyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const notice_orders_placed_body = /** @type {((inputs: Notice_Orders_Placed_BodyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Orders_Placed_BodyInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("notice_orders_placed_body", en_notice_orders_placed_body));
