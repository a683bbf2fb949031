/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Means_SendingInputs */

const en_orders_means_sending = /** @type {(inputs: Orders_Means_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Being sent now.`)
};

/**
* | output |
* | --- |
* | "Being sent now." |
*
* @param {Orders_Means_SendingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_means_sending = /** @type {((inputs?: Orders_Means_SendingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Means_SendingInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_means_sending", en_orders_means_sending));
