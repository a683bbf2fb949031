/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Worker_GoneInputs */

const en_crew_worker_gone = /** @type {(inputs: Crew_Worker_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server no longer knows this worker. Tags are from the last sync.`)
};

const es_crew_worker_gone = /** @type {(inputs: Crew_Worker_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servidor ya no conoce a este trabajador. Las etiquetas son de la última sincronización.`)
};

/**
* | output |
* | --- |
* | "The server no longer knows this worker. Tags are from the last sync." |
*
* @param {Crew_Worker_GoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_worker_gone = /** @type {((inputs?: Crew_Worker_GoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Worker_GoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_crew_worker_gone, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_crew_worker_gone(inputs)
	return en_crew_worker_gone(inputs)
});