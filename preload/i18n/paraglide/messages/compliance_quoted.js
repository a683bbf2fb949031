/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ notes: NonNullable<unknown> }} Compliance_QuotedInputs */

const en_compliance_quoted = /** @type {(inputs: Compliance_QuotedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.notes}”`)
};

const es_compliance_quoted = /** @type {(inputs: Compliance_QuotedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.notes}»`)
};

/**
* | output |
* | --- |
* | "“{notes}”" |
*
* @param {Compliance_QuotedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_quoted = /** @type {((inputs: Compliance_QuotedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_QuotedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_compliance_quoted, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_compliance_quoted(inputs)
	return en_compliance_quoted(inputs)
});