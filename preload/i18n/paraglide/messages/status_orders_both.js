/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ attention: NonNullable<unknown>, waiting: NonNullable<unknown> }} Status_Orders_BothInputs */

const en_status_orders_both = /** @type {(inputs: Status_Orders_BothInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.attention}, ${i?.waiting}`)
};

const es_status_orders_both = /** @type {(inputs: Status_Orders_BothInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.attention}, ${i?.waiting}`)
};

/**
* | output |
* | --- |
* | "{attention}, {waiting}" |
*
* @param {Status_Orders_BothInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_orders_both = /** @type {((inputs: Status_Orders_BothInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Orders_BothInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_status_orders_both, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_orders_both(inputs)
	return en_status_orders_both(inputs)
});