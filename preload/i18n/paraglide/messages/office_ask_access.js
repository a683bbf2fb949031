/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Ask_AccessInputs */

const en_office_ask_access = /** @type {(inputs: Office_Ask_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask the office for a key with access to it.`)
};

const es_office_ask_access = /** @type {(inputs: Office_Ask_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pida a la oficina una clave con acceso.`)
};

/**
* | output |
* | --- |
* | "Ask the office for a key with access to it." |
*
* @param {Office_Ask_AccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_ask_access = /** @type {((inputs?: Office_Ask_AccessInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Ask_AccessInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_ask_access, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_ask_access(inputs)
	return en_office_ask_access(inputs)
});