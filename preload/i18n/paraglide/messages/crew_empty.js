/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_EmptyInputs */

const en_crew_empty = /** @type {(inputs: Crew_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your crew list is empty`)
};

const es_crew_empty = /** @type {(inputs: Crew_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su lista de equipo está vacía`)
};

/**
* | output |
* | --- |
* | "Your crew list is empty" |
*
* @param {Crew_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_empty = /** @type {((inputs?: Crew_EmptyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_EmptyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_crew_empty, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_crew_empty(inputs)
	return en_crew_empty(inputs)
});