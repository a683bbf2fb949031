/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_OrderInputs */

const en_crew_order = /** @type {(inputs: Crew_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order…`)
};

const es_crew_order = /** @type {(inputs: Crew_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pedir…`)
};

/**
* | output |
* | --- |
* | "Order…" |
*
* @param {Crew_OrderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_order = /** @type {((inputs?: Crew_OrderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_OrderInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_crew_order, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_crew_order(inputs)
	return en_crew_order(inputs)
});