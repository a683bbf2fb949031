/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Orders_Count_ChangesInputs */

const en_orders_count_changes = /** @type {(inputs: Orders_Count_ChangesInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} compliance change`);
	return /** @type {LocalizedString} */ (`${shown} compliance changes`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} compliance change" |
* | * | "{shown} compliance changes" |
*
* @param {Orders_Count_ChangesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_count_changes = /** @type {((inputs: Orders_Count_ChangesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Count_ChangesInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_count_changes", en_orders_count_changes));
