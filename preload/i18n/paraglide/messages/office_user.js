/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Office_UserInputs */

const en_office_user = /** @type {(inputs: Office_UserInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`User ${i?.id}`)
};

const es_office_user = /** @type {(inputs: Office_UserInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Usuario ${i?.id}`)
};

/**
* | output |
* | --- |
* | "User {id}" |
*
* @param {Office_UserInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_user = /** @type {((inputs: Office_UserInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_UserInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_user(inputs)
	return en_office_user(inputs)
});