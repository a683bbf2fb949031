/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Status_Orders_Also_WaitingInputs */

const en_status_orders_also_waiting = /** @type {(inputs: Status_Orders_Also_WaitingInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} waiting`);
	return /** @type {LocalizedString} */ (`${shown} waiting`)
	
};

const es_status_orders_also_waiting = /** @type {(inputs: Status_Orders_Also_WaitingInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	const shown = registry.number("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} en espera`);
	return /** @type {LocalizedString} */ (`${shown} en espera`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} waiting" |
* | * | "{shown} waiting" |
*
* @param {Status_Orders_Also_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_orders_also_waiting = /** @type {((inputs: Status_Orders_Also_WaitingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Orders_Also_WaitingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_status_orders_also_waiting, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_orders_also_waiting(inputs)
	return en_status_orders_also_waiting(inputs)
});