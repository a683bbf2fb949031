/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Orders_Later_ChangesInputs */

const en_orders_later_changes = /** @type {(inputs: Orders_Later_ChangesInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Includes ${shown} later change`);
	return /** @type {LocalizedString} */ (`Includes ${shown} later changes`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "Includes {shown} later change" |
* | * | "Includes {shown} later changes" |
*
* @param {Orders_Later_ChangesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_later_changes = /** @type {((inputs: Orders_Later_ChangesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Later_ChangesInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_later_changes", en_orders_later_changes));
