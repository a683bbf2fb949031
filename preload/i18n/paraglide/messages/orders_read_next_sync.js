/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Read_Next_SyncInputs */

const en_orders_read_next_sync = /** @type {(inputs: Orders_Read_Next_SyncInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`at the next sync`)
};

/**
* | output |
* | --- |
* | "at the next sync" |
*
* @param {Orders_Read_Next_SyncInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_read_next_sync = /** @type {((inputs?: Orders_Read_Next_SyncInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Read_Next_SyncInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_read_next_sync", en_orders_read_next_sync));
