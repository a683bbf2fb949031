/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Notice_Orders_Placed_BodyInputs */

const en_notice_orders_placed_body = /** @type {(inputs: Notice_Orders_Placed_BodyInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} queued order was placed.`);
	return /** @type {LocalizedString} */ (`${shown} queued orders were placed.`)
	
};

const es_notice_orders_placed_body = /** @type {(inputs: Notice_Orders_Placed_BodyInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	const shown = registry.number("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Se realizó ${shown} pedido en cola.`);
	return /** @type {LocalizedString} */ (`Se realizaron ${shown} pedidos en cola.`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} queued order was placed." |
* | * | "{shown} queued orders were placed." |
*
* @param {Notice_Orders_Placed_BodyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const notice_orders_placed_body = /** @type {((inputs: Notice_Orders_Placed_BodyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notice_Orders_Placed_BodyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_notice_orders_placed_body, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notice_orders_placed_body(inputs)
	return en_notice_orders_placed_body(inputs)
});