/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Orders_MinutesInputs */

const en_orders_minutes = /** @type {(inputs: Orders_MinutesInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} minute`);
	return /** @type {LocalizedString} */ (`${shown} minutes`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} minute" |
* | * | "{shown} minutes" |
*
* @param {Orders_MinutesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_minutes = /** @type {((inputs: Orders_MinutesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_MinutesInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_minutes", en_orders_minutes));
