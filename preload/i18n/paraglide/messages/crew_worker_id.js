/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Worker_IdInputs */

const en_crew_worker_id = /** @type {(inputs: Crew_Worker_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Worker id`)
};

const es_crew_worker_id = /** @type {(inputs: Crew_Worker_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID del trabajador`)
};

/**
* | output |
* | --- |
* | "Worker id" |
*
* @param {Crew_Worker_IdInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_worker_id = /** @type {((inputs?: Crew_Worker_IdInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Worker_IdInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_crew_worker_id, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_crew_worker_id(inputs)
	return en_crew_worker_id(inputs)
});