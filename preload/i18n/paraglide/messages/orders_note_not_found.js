/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Orders_Note_Not_FoundInputs */

const en_orders_note_not_found = /** @type {(inputs: Orders_Note_Not_FoundInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`The server no longer knows ${shown} placed order: its progress is not read any more.`);
	return /** @type {LocalizedString} */ (`The server no longer knows ${shown} placed orders: their progress is not read any more.`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "The server no longer knows {shown} placed order: its progress is not read any more." |
* | * | "The server no longer knows {shown} placed orders: their progress is not read any more." |
*
* @param {Orders_Note_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_note_not_found = /** @type {((inputs: Orders_Note_Not_FoundInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Note_Not_FoundInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_note_not_found", en_orders_note_not_found));
