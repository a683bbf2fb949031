/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Print_Orders_ChangesInputs */

const en_print_orders_changes = /** @type {(inputs: Print_Orders_ChangesInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} compliance change`);
	return /** @type {LocalizedString} */ (`${i?.count} compliance changes`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{count} compliance change" |
* | * | "{count} compliance changes" |
*
* @param {Print_Orders_ChangesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_orders_changes = /** @type {((inputs: Print_Orders_ChangesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Orders_ChangesInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_orders_changes", en_print_orders_changes));
