/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Open_PunchesInputs */

const en_crew_open_punches = /** @type {(inputs: Crew_Open_PunchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open punches`)
};

const es_crew_open_punches = /** @type {(inputs: Crew_Open_PunchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marcaciones abiertas`)
};

/**
* | output |
* | --- |
* | "Open punches" |
*
* @param {Crew_Open_PunchesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_open_punches = /** @type {((inputs?: Crew_Open_PunchesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Open_PunchesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_crew_open_punches, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_crew_open_punches(inputs)
	return en_crew_open_punches(inputs)
});