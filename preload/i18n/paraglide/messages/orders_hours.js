/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Orders_HoursInputs */

const en_orders_hours = /** @type {(inputs: Orders_HoursInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} hour`);
	return /** @type {LocalizedString} */ (`${shown} hours`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} hour" |
* | * | "{shown} hours" |
*
* @param {Orders_HoursInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_hours = /** @type {((inputs: Orders_HoursInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_HoursInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_hours", en_orders_hours));
