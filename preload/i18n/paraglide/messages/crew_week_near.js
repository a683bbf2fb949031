/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown>, limit: NonNullable<unknown> }} Crew_Week_NearInputs */

const en_crew_week_near = /** @type {(inputs: Crew_Week_NearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h this week, near ${i?.limit}.`)
};

const es_crew_week_near = /** @type {(inputs: Crew_Week_NearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h esta semana, cerca de ${i?.limit}.`)
};

/**
* | output |
* | --- |
* | "{hours} h this week, near {limit}." |
*
* @param {Crew_Week_NearInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_week_near = /** @type {((inputs: Crew_Week_NearInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Week_NearInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_crew_week_near, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_crew_week_near(inputs)
	return en_crew_week_near(inputs)
});