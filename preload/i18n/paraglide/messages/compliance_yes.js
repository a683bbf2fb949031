/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compliance_YesInputs */

const en_compliance_yes = /** @type {(inputs: Compliance_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`yes`)
};

const es_compliance_yes = /** @type {(inputs: Compliance_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sí`)
};

/**
* | output |
* | --- |
* | "yes" |
*
* @param {Compliance_YesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_yes = /** @type {((inputs?: Compliance_YesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_YesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_compliance_yes, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_compliance_yes(inputs)
	return en_compliance_yes(inputs)
});