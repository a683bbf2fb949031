/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Status_Orders_WaitingInputs */

const en_status_orders_waiting = /** @type {(inputs: Status_Orders_WaitingInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} order waiting to be sent`);
	return /** @type {LocalizedString} */ (`${shown} orders waiting to be sent`)
	
};

const es_status_orders_waiting = /** @type {(inputs: Status_Orders_WaitingInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	const shown = registry.number("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} pedido en espera de envío`);
	return /** @type {LocalizedString} */ (`${shown} pedidos en espera de envío`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} order waiting to be sent" |
* | * | "{shown} orders waiting to be sent" |
*
* @param {Status_Orders_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_orders_waiting = /** @type {((inputs: Status_Orders_WaitingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Orders_WaitingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_status_orders_waiting, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_orders_waiting(inputs)
	return en_status_orders_waiting(inputs)
});