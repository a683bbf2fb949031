/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Nav_Orders_AttentionInputs */

const en_nav_orders_attention = /** @type {(inputs: Nav_Orders_AttentionInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} needs attention`);
	return /** @type {LocalizedString} */ (`${shown} need attention`)
	
};

const es_nav_orders_attention = /** @type {(inputs: Nav_Orders_AttentionInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
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
* @param {Nav_Orders_AttentionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const nav_orders_attention = /** @type {((inputs: Nav_Orders_AttentionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Orders_AttentionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_nav_orders_attention, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_nav_orders_attention(inputs)
	return en_nav_orders_attention(inputs)
});