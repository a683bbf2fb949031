/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Unknown_UserInputs */

const en_office_unknown_user = /** @type {(inputs: Office_Unknown_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown user`)
};

const es_office_unknown_user = /** @type {(inputs: Office_Unknown_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usuario desconocido`)
};

/**
* | output |
* | --- |
* | "Unknown user" |
*
* @param {Office_Unknown_UserInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_unknown_user = /** @type {((inputs?: Office_Unknown_UserInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Unknown_UserInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_unknown_user, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_unknown_user(inputs)
	return en_office_unknown_user(inputs)
});