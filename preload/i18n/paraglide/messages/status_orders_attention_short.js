/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Status_Orders_Attention_ShortInputs */

const en_status_orders_attention_short = /** @type {(inputs: Status_Orders_Attention_ShortInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} needs attention`);
	return /** @type {LocalizedString} */ (`${shown} need attention`)
	
};

const es_status_orders_attention_short = /** @type {(inputs: Status_Orders_Attention_ShortInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	const shown = registry.number("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} necesita atención`);
	return /** @type {LocalizedString} */ (`${shown} necesitan atención`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} needs attention" |
* | * | "{shown} need attention" |
*
* @param {Status_Orders_Attention_ShortInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_orders_attention_short = /** @type {((inputs: Status_Orders_Attention_ShortInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Orders_Attention_ShortInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_orders_attention_short(inputs)
	return en_status_orders_attention_short(inputs)
});