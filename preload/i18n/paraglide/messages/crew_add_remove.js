/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Add_RemoveInputs */

const en_crew_add_remove = /** @type {(inputs: Crew_Add_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add or remove crew`)
};

const es_crew_add_remove = /** @type {(inputs: Crew_Add_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agregar o quitar del equipo`)
};

/**
* | output |
* | --- |
* | "Add or remove crew" |
*
* @param {Crew_Add_RemoveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_add_remove = /** @type {((inputs?: Crew_Add_RemoveInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Add_RemoveInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_crew_add_remove, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_crew_add_remove(inputs)
	return en_crew_add_remove(inputs)
});