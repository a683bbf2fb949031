/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Place_OrderInputs */

const en_crew_place_order = /** @type {(inputs: Crew_Place_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Place order…`)
};

const es_crew_place_order = /** @type {(inputs: Crew_Place_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hacer pedido…`)
};

/**
* | output |
* | --- |
* | "Place order…" |
*
* @param {Crew_Place_OrderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_place_order = /** @type {((inputs?: Crew_Place_OrderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Place_OrderInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_crew_place_order, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_crew_place_order(inputs)
	return en_crew_place_order(inputs)
});