/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_ChooseInputs */

const en_crew_choose = /** @type {(inputs: Crew_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose crew`)
};

const es_crew_choose = /** @type {(inputs: Crew_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elegir equipo`)
};

/**
* | output |
* | --- |
* | "Choose crew" |
*
* @param {Crew_ChooseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_choose = /** @type {((inputs?: Crew_ChooseInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_ChooseInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_crew_choose, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_crew_choose(inputs)
	return en_crew_choose(inputs)
});