/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ limit: NonNullable<unknown> }} Crew_Local_AssumptionInputs */

const en_crew_local_assumption = /** @type {(inputs: Crew_Local_AssumptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.limit} (local assumption)`)
};

const es_crew_local_assumption = /** @type {(inputs: Crew_Local_AssumptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.limit} (supuesto local)`)
};

/**
* | output |
* | --- |
* | "{limit} (local assumption)" |
*
* @param {Crew_Local_AssumptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_local_assumption = /** @type {((inputs: Crew_Local_AssumptionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Local_AssumptionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_crew_local_assumption, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_crew_local_assumption(inputs)
	return en_crew_local_assumption(inputs)
});