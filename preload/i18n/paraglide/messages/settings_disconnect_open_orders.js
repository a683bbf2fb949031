/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Disconnect_Open_OrdersInputs */

const en_settings_disconnect_open_orders = /** @type {(inputs: Settings_Disconnect_Open_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open Orders`)
};

/**
* | output |
* | --- |
* | "Open Orders" |
*
* @param {Settings_Disconnect_Open_OrdersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_disconnect_open_orders = /** @type {((inputs?: Settings_Disconnect_Open_OrdersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Disconnect_Open_OrdersInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_disconnect_open_orders", en_settings_disconnect_open_orders));
