/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Loading_OrdersInputs */

const en_clients_loading_orders = /** @type {(inputs: Clients_Loading_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading orders…`)
};

const es_clients_loading_orders = /** @type {(inputs: Clients_Loading_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando pedidos…`)
};

/**
* | output |
* | --- |
* | "Loading orders…" |
*
* @param {Clients_Loading_OrdersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_loading_orders = /** @type {((inputs?: Clients_Loading_OrdersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Loading_OrdersInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_loading_orders, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_loading_orders(inputs)
	return en_clients_loading_orders(inputs)
});