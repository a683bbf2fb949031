/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, first: NonNullable<unknown>, last: NonNullable<unknown>, page: NonNullable<unknown>, pages: NonNullable<unknown> }} Clients_Orders_RangeInputs */

const en_clients_orders_range = /** @type {(inputs: Clients_Orders_RangeInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.first}–${i?.last} of ${shown} order · page ${i?.page} of ${i?.pages}`);
	return /** @type {LocalizedString} */ (`${i?.first}–${i?.last} of ${shown} orders · page ${i?.page} of ${i?.pages}`)
	
};

const es_clients_orders_range = /** @type {(inputs: Clients_Orders_RangeInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	const shown = registry.number("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.first}–${i?.last} de ${shown} pedido · página ${i?.page} de ${i?.pages}`);
	return /** @type {LocalizedString} */ (`${i?.first}–${i?.last} de ${shown} pedidos · página ${i?.page} de ${i?.pages}`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{first}–{last} of {shown} order · page {page} of {pages}" |
* | * | "{first}–{last} of {shown} orders · page {page} of {pages}" |
*
* @param {Clients_Orders_RangeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_orders_range = /** @type {((inputs: Clients_Orders_RangeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Orders_RangeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_orders_range, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_orders_range(inputs)
	return en_clients_orders_range(inputs)
});