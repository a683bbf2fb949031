/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_AccessedInputs */

const en_office_accessed = /** @type {(inputs: Office_AccessedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accessed`)
};

const es_office_accessed = /** @type {(inputs: Office_AccessedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consultado`)
};

/**
* | output |
* | --- |
* | "Accessed" |
*
* @param {Office_AccessedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_accessed = /** @type {((inputs?: Office_AccessedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_AccessedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_accessed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_accessed(inputs)
	return en_office_accessed(inputs)
});