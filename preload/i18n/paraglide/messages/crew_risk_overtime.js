/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Risk_OvertimeInputs */

const en_crew_risk_overtime = /** @type {(inputs: Crew_Risk_OvertimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overtime`)
};

const es_crew_risk_overtime = /** @type {(inputs: Crew_Risk_OvertimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horas extra`)
};

/**
* | output |
* | --- |
* | "Overtime" |
*
* @param {Crew_Risk_OvertimeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_risk_overtime = /** @type {((inputs?: Crew_Risk_OvertimeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Risk_OvertimeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_crew_risk_overtime, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_crew_risk_overtime(inputs)
	return en_crew_risk_overtime(inputs)
});