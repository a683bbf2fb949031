/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Any_AccessInputs */

const en_office_any_access = /** @type {(inputs: Office_Any_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any access`)
};

const es_office_any_access = /** @type {(inputs: Office_Any_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquier acceso`)
};

/**
* | output |
* | --- |
* | "Any access" |
*
* @param {Office_Any_AccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_any_access = /** @type {((inputs?: Office_Any_AccessInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Any_AccessInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_any_access, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_any_access(inputs)
	return en_office_any_access(inputs)
});