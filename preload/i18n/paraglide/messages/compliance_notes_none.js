/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compliance_Notes_NoneInputs */

const en_compliance_notes_none = /** @type {(inputs: Compliance_Notes_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none`)
};

const es_compliance_notes_none = /** @type {(inputs: Compliance_Notes_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ninguna`)
};

/**
* | output |
* | --- |
* | "none" |
*
* @param {Compliance_Notes_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_notes_none = /** @type {((inputs?: Compliance_Notes_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_Notes_NoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_compliance_notes_none, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_compliance_notes_none(inputs)
	return en_compliance_notes_none(inputs)
});