/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Disconnect_Open_OrdersInputs */

const en_settings_disconnect_open_orders = /** @type {(inputs: Settings_Disconnect_Open_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open Orders`)
};

const es_settings_disconnect_open_orders = /** @type {(inputs: Settings_Disconnect_Open_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir Pedidos`)
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
export const settings_disconnect_open_orders = /** @type {((inputs?: Settings_Disconnect_Open_OrdersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Disconnect_Open_OrdersInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_disconnect_open_orders, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_disconnect_open_orders(inputs)
	return en_settings_disconnect_open_orders(inputs)
});