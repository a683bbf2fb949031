/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_Server_Order_IdInputs */

const en_csv_server_order_id = /** @type {(inputs: Csv_Server_Order_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Server order ID`)
};

/**
* | output |
* | --- |
* | "Server order ID" |
*
* @param {Csv_Server_Order_IdInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_server_order_id = /** @type {((inputs?: Csv_Server_Order_IdInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Server_Order_IdInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("csv_server_order_id", en_csv_server_order_id));
