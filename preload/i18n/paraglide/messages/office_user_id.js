/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Office_User_IdInputs */

const en_office_user_id = /** @type {(inputs: Office_User_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`· user id ${i?.id}`)
};

const es_office_user_id = /** @type {(inputs: Office_User_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`· ID de usuario ${i?.id}`)
};

/**
* | output |
* | --- |
* | "· user id {id}" |
*
* @param {Office_User_IdInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_user_id = /** @type {((inputs: Office_User_IdInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_User_IdInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_office_user_id, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_user_id(inputs)
	return en_office_user_id(inputs)
});