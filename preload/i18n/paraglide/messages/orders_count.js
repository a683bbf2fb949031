/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Orders_CountInputs */

const en_orders_count = /** @type {(inputs: Orders_CountInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} order`);
	return /** @type {LocalizedString} */ (`${shown} orders`)
	
};

const es_orders_count = /** @type {(inputs: Orders_CountInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	const shown = registry.number("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} pedido`);
	return /** @type {LocalizedString} */ (`${shown} pedidos`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} order" |
* | * | "{shown} orders" |
*
* @param {Orders_CountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_count = /** @type {((inputs: Orders_CountInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_CountInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_count, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_count(inputs)
	return en_orders_count(inputs)
});