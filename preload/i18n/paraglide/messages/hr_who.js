/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hr_WhoInputs */

const en_hr_who = /** @type {(inputs: Hr_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`HR`)
};

const es_hr_who = /** @type {(inputs: Hr_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RR. HH.`)
};

/**
* | output |
* | --- |
* | "HR" |
*
* @param {Hr_WhoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const hr_who = /** @type {((inputs?: Hr_WhoInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hr_WhoInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_hr_who, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_hr_who(inputs)
	return en_hr_who(inputs)
});