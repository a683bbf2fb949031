/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ step: NonNullable<unknown> }} Orders_Step_Seen_HereInputs */

const en_orders_step_seen_here = /** @type {(inputs: Orders_Step_Seen_HereInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.step} seen here`)
};

const es_orders_step_seen_here = /** @type {(inputs: Orders_Step_Seen_HereInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.step} visto aquí`)
};

/**
* | output |
* | --- |
* | "{step} seen here" |
*
* @param {Orders_Step_Seen_HereInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_step_seen_here = /** @type {((inputs: Orders_Step_Seen_HereInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Step_Seen_HereInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_step_seen_here, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_step_seen_here(inputs)
	return en_orders_step_seen_here(inputs)
});