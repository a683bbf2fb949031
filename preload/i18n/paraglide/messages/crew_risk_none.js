/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Risk_NoneInputs */

const en_crew_risk_none = /** @type {(inputs: Crew_Risk_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none seen`)
};

const es_crew_risk_none = /** @type {(inputs: Crew_Risk_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ninguno visto`)
};

/**
* | output |
* | --- |
* | "none seen" |
*
* @param {Crew_Risk_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_risk_none = /** @type {((inputs?: Crew_Risk_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Risk_NoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_crew_risk_none, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_crew_risk_none(inputs)
	return en_crew_risk_none(inputs)
});