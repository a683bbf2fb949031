/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compliance_Not_GivenInputs */

const en_compliance_not_given = /** @type {(inputs: Compliance_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not given`)
};

const es_compliance_not_given = /** @type {(inputs: Compliance_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no indicado`)
};

/**
* | output |
* | --- |
* | "not given" |
*
* @param {Compliance_Not_GivenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_not_given = /** @type {((inputs?: Compliance_Not_GivenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_Not_GivenInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_compliance_not_given, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_compliance_not_given(inputs)
	return en_compliance_not_given(inputs)
});