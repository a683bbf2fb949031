/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ integration: NonNullable<unknown> }} Office_New_Secret_ForInputs */

const en_office_new_secret_for = /** @type {(inputs: Office_New_Secret_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New secret for ${i?.integration}`)
};

const es_office_new_secret_for = /** @type {(inputs: Office_New_Secret_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nuevo secreto de ${i?.integration}`)
};

/**
* | output |
* | --- |
* | "New secret for {integration}" |
*
* @param {Office_New_Secret_ForInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_new_secret_for = /** @type {((inputs: Office_New_Secret_ForInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_New_Secret_ForInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_office_new_secret_for, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_new_secret_for(inputs)
	return en_office_new_secret_for(inputs)
});