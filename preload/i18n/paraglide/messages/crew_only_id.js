/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Crew_Only_IdInputs */

const en_crew_only_id = /** @type {(inputs: Crew_Only_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Only the id (${i?.id}) is known: details arrive with the worker list at the next sync.`)
};

const es_crew_only_id = /** @type {(inputs: Crew_Only_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Solo se conoce el ID (${i?.id}): los datos llegan con la lista de trabajadores en la próxima sincronización.`)
};

/**
* | output |
* | --- |
* | "Only the id ({id}) is known: details arrive with the worker list at the next sync." |
*
* @param {Crew_Only_IdInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_only_id = /** @type {((inputs: Crew_Only_IdInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Only_IdInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_crew_only_id, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_crew_only_id(inputs)
	return en_crew_only_id(inputs)
});