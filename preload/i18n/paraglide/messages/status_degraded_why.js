/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_Degraded_WhyInputs */

const en_status_degraded_why = /** @type {(inputs: Status_Degraded_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(server slow or failing)`)
};

const es_status_degraded_why = /** @type {(inputs: Status_Degraded_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(servidor lento o con fallos)`)
};

/**
* | output |
* | --- |
* | "(server slow or failing)" |
*
* @param {Status_Degraded_WhyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_degraded_why = /** @type {((inputs?: Status_Degraded_WhyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Degraded_WhyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_status_degraded_why, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_degraded_why(inputs)
	return en_status_degraded_why(inputs)
});