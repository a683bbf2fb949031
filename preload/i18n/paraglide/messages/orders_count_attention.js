/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Orders_Count_AttentionInputs */

const en_orders_count_attention = /** @type {(inputs: Orders_Count_AttentionInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} needs attention`);
	return /** @type {LocalizedString} */ (`${shown} need attention`)
	
};

const es_orders_count_attention = /** @type {(inputs: Orders_Count_AttentionInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
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
* @param {Orders_Count_AttentionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_count_attention = /** @type {((inputs: Orders_Count_AttentionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Count_AttentionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_count_attention, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_count_attention(inputs)
	return en_orders_count_attention(inputs)
});