/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Go_To_CrewInputs */

const en_orders_go_to_crew = /** @type {(inputs: Orders_Go_To_CrewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to Crew`)
};

const es_orders_go_to_crew = /** @type {(inputs: Orders_Go_To_CrewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir al equipo`)
};

/**
* | output |
* | --- |
* | "Go to Crew" |
*
* @param {Orders_Go_To_CrewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_go_to_crew = /** @type {((inputs?: Orders_Go_To_CrewInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Go_To_CrewInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_go_to_crew, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_go_to_crew(inputs)
	return en_orders_go_to_crew(inputs)
});