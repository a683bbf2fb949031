/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compliance_No_ReasonInputs */

const en_compliance_no_reason = /** @type {(inputs: Compliance_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no reason given`)
};

const es_compliance_no_reason = /** @type {(inputs: Compliance_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sin motivo indicado`)
};

/**
* | output |
* | --- |
* | "no reason given" |
*
* @param {Compliance_No_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_no_reason = /** @type {((inputs?: Compliance_No_ReasonInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_No_ReasonInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_compliance_no_reason, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_compliance_no_reason(inputs)
	return en_compliance_no_reason(inputs)
});