/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown>, limit: NonNullable<unknown> }} Crew_Today_NearInputs */

const en_crew_today_near = /** @type {(inputs: Crew_Today_NearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h today, near ${i?.limit}.`)
};

const es_crew_today_near = /** @type {(inputs: Crew_Today_NearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h hoy, cerca de ${i?.limit}.`)
};

/**
* | output |
* | --- |
* | "{hours} h today, near {limit}." |
*
* @param {Crew_Today_NearInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_today_near = /** @type {((inputs: Crew_Today_NearInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Today_NearInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_crew_today_near, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_crew_today_near(inputs)
	return en_crew_today_near(inputs)
});