/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compliance_TitleInputs */

const en_compliance_title = /** @type {(inputs: Compliance_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compliance`)
};

const es_compliance_title = /** @type {(inputs: Compliance_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Requisitos`)
};

/**
* | output |
* | --- |
* | "Compliance" |
*
* @param {Compliance_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_title = /** @type {((inputs?: Compliance_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_compliance_title, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_compliance_title(inputs)
	return en_compliance_title(inputs)
});