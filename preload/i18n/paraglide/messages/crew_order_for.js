/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Crew_Order_ForInputs */

const en_crew_order_for = /** @type {(inputs: Crew_Order_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Place order for ${i?.name}`)
};

const es_crew_order_for = /** @type {(inputs: Crew_Order_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pedir para ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Place order for {name}" |
*
* @param {Crew_Order_ForInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_order_for = /** @type {((inputs: Crew_Order_ForInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Order_ForInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_crew_order_for, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_crew_order_for(inputs)
	return en_crew_order_for(inputs)
});