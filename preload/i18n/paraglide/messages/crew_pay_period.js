/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Pay_PeriodInputs */

const en_crew_pay_period = /** @type {(inputs: Crew_Pay_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay period`)
};

const es_crew_pay_period = /** @type {(inputs: Crew_Pay_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Período de pago`)
};

/**
* | output |
* | --- |
* | "Pay period" |
*
* @param {Crew_Pay_PeriodInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_pay_period = /** @type {((inputs?: Crew_Pay_PeriodInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Pay_PeriodInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_crew_pay_period, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_crew_pay_period(inputs)
	return en_crew_pay_period(inputs)
});