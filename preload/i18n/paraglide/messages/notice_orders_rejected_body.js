/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Notice_Orders_Rejected_BodyInputs */

const en_notice_orders_rejected_body = /** @type {(inputs: Notice_Orders_Rejected_BodyInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`The server refused ${shown} queued order. The outbox shows why.`);
	return /** @type {LocalizedString} */ (`The server refused ${shown} queued orders. The outbox shows why.`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "The server refused {shown} queued order. The outbox shows why." |
* | * | "The server refused {shown} queued orders. The outbox shows why." |
*
* @param {Notice_Orders_Rejected_BodyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const notice_orders_rejected_body = /** @type {((inputs: Notice_Orders_Rejected_BodyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Orders_Rejected_BodyInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("notice_orders_rejected_body", en_notice_orders_rejected_body));
