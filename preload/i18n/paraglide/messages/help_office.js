/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Help_OfficeInputs */

const en_help_office = /** @type {(inputs: Help_OfficeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Office: an integration and its secret, the audit log (online only)`)
};

const es_help_office = /** @type {(inputs: Help_OfficeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oficina: una integración y su secreto, el registro de auditoría (solo con conexión)`)
};

/**
* | output |
* | --- |
* | "Office: an integration and its secret, the audit log (online only)" |
*
* @param {Help_OfficeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const help_office = /** @type {((inputs?: Help_OfficeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Help_OfficeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_help_office, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_help_office(inputs)
	return en_help_office(inputs)
});