/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_Office_MessageInputs */

const en_csv_office_message = /** @type {(inputs: Csv_Office_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Office message`)
};

const es_csv_office_message = /** @type {(inputs: Csv_Office_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensaje de la oficina`)
};

/**
* | output |
* | --- |
* | "Office message" |
*
* @param {Csv_Office_MessageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_office_message = /** @type {((inputs?: Csv_Office_MessageInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Office_MessageInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_csv_office_message, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_csv_office_message(inputs)
	return en_csv_office_message(inputs)
});