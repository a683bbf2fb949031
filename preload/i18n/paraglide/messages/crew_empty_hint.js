/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Empty_HintInputs */

const en_crew_empty_hint = /** @type {(inputs: Crew_Empty_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add the workers you supervise to see their tags here, online or not.`)
};

const es_crew_empty_hint = /** @type {(inputs: Crew_Empty_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agregue a los trabajadores que supervisa para ver aquí sus etiquetas, con o sin conexión.`)
};

/**
* | output |
* | --- |
* | "Add the workers you supervise to see their tags here, online or not." |
*
* @param {Crew_Empty_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_empty_hint = /** @type {((inputs?: Crew_Empty_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Empty_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_crew_empty_hint, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_crew_empty_hint(inputs)
	return en_crew_empty_hint(inputs)
});