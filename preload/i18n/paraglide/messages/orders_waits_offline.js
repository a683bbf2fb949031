/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Waits_OfflineInputs */

const en_orders_waits_offline = /** @type {(inputs: Orders_Waits_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`offline: the order waits until back online`)
};

/**
* | output |
* | --- |
* | "offline: the order waits until back online" |
*
* @param {Orders_Waits_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_waits_offline = /** @type {((inputs?: Orders_Waits_OfflineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Waits_OfflineInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_waits_offline", en_orders_waits_offline));
