/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Orders_ItemsInputs */

const en_orders_items = /** @type {(inputs: Orders_ItemsInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} item`);
	return /** @type {LocalizedString} */ (`${shown} items`)
	
};

const es_orders_items = /** @type {(inputs: Orders_ItemsInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	const shown = registry.number("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} artículo`);
	return /** @type {LocalizedString} */ (`${shown} artículos`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} item" |
* | * | "{shown} items" |
*
* @param {Orders_ItemsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_items = /** @type {((inputs: Orders_ItemsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_ItemsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_items, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_items(inputs)
	return en_orders_items(inputs)
});