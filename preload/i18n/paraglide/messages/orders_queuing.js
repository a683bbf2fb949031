/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_QueuingInputs */

const en_orders_queuing = /** @type {(inputs: Orders_QueuingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Queuing…`)
};

/**
* | output |
* | --- |
* | "Queuing…" |
*
* @param {Orders_QueuingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_queuing = /** @type {((inputs?: Orders_QueuingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_QueuingInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_queuing", en_orders_queuing));
