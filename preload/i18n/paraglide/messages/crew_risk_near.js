/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Risk_NearInputs */

const en_crew_risk_near = /** @type {(inputs: Crew_Risk_NearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Near overtime`)
};

const es_crew_risk_near = /** @type {(inputs: Crew_Risk_NearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerca de horas extra`)
};

/**
* | output |
* | --- |
* | "Near overtime" |
*
* @param {Crew_Risk_NearInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_risk_near = /** @type {((inputs?: Crew_Risk_NearInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Risk_NearInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_crew_risk_near, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_crew_risk_near(inputs)
	return en_crew_risk_near(inputs)
});