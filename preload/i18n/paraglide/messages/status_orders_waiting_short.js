/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Status_Orders_Waiting_ShortInputs */

const en_status_orders_waiting_short = /** @type {(inputs: Status_Orders_Waiting_ShortInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} order waiting`);
	return /** @type {LocalizedString} */ (`${shown} orders waiting`)
	
};

const es_status_orders_waiting_short = /** @type {(inputs: Status_Orders_Waiting_ShortInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	const shown = registry.number("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} pedido en espera`);
	return /** @type {LocalizedString} */ (`${shown} pedidos en espera`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} order waiting" |
* | * | "{shown} orders waiting" |
*
* @param {Status_Orders_Waiting_ShortInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_orders_waiting_short = /** @type {((inputs: Status_Orders_Waiting_ShortInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Orders_Waiting_ShortInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_status_orders_waiting_short, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_orders_waiting_short(inputs)
	return en_status_orders_waiting_short(inputs)
});