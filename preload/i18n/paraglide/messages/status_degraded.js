/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Status_DegradedInputs */

const en_status_degraded = /** @type {(inputs: Status_DegradedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Degraded`)
};

const es_status_degraded = /** @type {(inputs: Status_DegradedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inestable`)
};

/**
* | output |
* | --- |
* | "Degraded" |
*
* @param {Status_DegradedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const status_degraded = /** @type {((inputs?: Status_DegradedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_DegradedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_status_degraded, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_status_degraded(inputs)
	return en_status_degraded(inputs)
});