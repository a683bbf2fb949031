/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compliance_Not_RequiredInputs */

const en_compliance_not_required = /** @type {(inputs: Compliance_Not_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not required`)
};

const es_compliance_not_required = /** @type {(inputs: Compliance_Not_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No obligatorio`)
};

/**
* | output |
* | --- |
* | "Not required" |
*
* @param {Compliance_Not_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_not_required = /** @type {((inputs?: Compliance_Not_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_Not_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_compliance_not_required, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_compliance_not_required(inputs)
	return en_compliance_not_required(inputs)
});