/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compliance_None_OpenInputs */

const en_compliance_none_open = /** @type {(inputs: Compliance_None_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No requirement open`)
};

const es_compliance_none_open = /** @type {(inputs: Compliance_None_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ningún requisito abierto`)
};

/**
* | output |
* | --- |
* | "No requirement open" |
*
* @param {Compliance_None_OpenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_none_open = /** @type {((inputs?: Compliance_None_OpenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_None_OpenInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_compliance_none_open, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_compliance_none_open(inputs)
	return en_compliance_none_open(inputs)
});