/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Access_TypeInputs */

const en_office_access_type = /** @type {(inputs: Office_Access_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Access type`)
};

const es_office_access_type = /** @type {(inputs: Office_Access_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo de acceso`)
};

/**
* | output |
* | --- |
* | "Access type" |
*
* @param {Office_Access_TypeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_access_type = /** @type {((inputs?: Office_Access_TypeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Access_TypeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_access_type, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_access_type(inputs)
	return en_office_access_type(inputs)
});