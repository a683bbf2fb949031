/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Means_QueuedInputs */

const en_orders_means_queued = /** @type {(inputs: Orders_Means_QueuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting to be sent.`)
};

/**
* | output |
* | --- |
* | "Waiting to be sent." |
*
* @param {Orders_Means_QueuedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_means_queued = /** @type {((inputs?: Orders_Means_QueuedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Means_QueuedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_means_queued", en_orders_means_queued));
