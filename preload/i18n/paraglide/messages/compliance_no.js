/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compliance_NoInputs */

const en_compliance_no = /** @type {(inputs: Compliance_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no`)
};

const es_compliance_no = /** @type {(inputs: Compliance_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no`)
};

/**
* | output |
* | --- |
* | "no" |
*
* @param {Compliance_NoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_no = /** @type {((inputs?: Compliance_NoInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_NoInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_compliance_no, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_compliance_no(inputs)
	return en_compliance_no(inputs)
});