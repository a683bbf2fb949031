/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compliance_Inherited_FromInputs */

const en_compliance_inherited_from = /** @type {(inputs: Compliance_Inherited_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inherited from`)
};

const es_compliance_inherited_from = /** @type {(inputs: Compliance_Inherited_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heredado de`)
};

/**
* | output |
* | --- |
* | "Inherited from" |
*
* @param {Compliance_Inherited_FromInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_inherited_from = /** @type {((inputs?: Compliance_Inherited_FromInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_Inherited_FromInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_compliance_inherited_from, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_compliance_inherited_from(inputs)
	return en_compliance_inherited_from(inputs)
});