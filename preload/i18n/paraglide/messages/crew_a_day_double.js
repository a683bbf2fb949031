/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown> }} Crew_A_Day_DoubleInputs */

const en_crew_a_day_double = /** @type {(inputs: Crew_A_Day_DoubleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h a day (double time)`)
};

const es_crew_a_day_double = /** @type {(inputs: Crew_A_Day_DoubleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h al día (tiempo doble)`)
};

/**
* | output |
* | --- |
* | "{hours} h a day (double time)" |
*
* @param {Crew_A_Day_DoubleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_a_day_double = /** @type {((inputs: Crew_A_Day_DoubleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_A_Day_DoubleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_crew_a_day_double, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_crew_a_day_double(inputs)
	return en_crew_a_day_double(inputs)
});