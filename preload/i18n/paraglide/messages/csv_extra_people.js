/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_Extra_PeopleInputs */

const en_csv_extra_people = /** @type {(inputs: Csv_Extra_PeopleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extra people`)
};

const es_csv_extra_people = /** @type {(inputs: Csv_Extra_PeopleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personas de más`)
};

/**
* | output |
* | --- |
* | "Extra people" |
*
* @param {Csv_Extra_PeopleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_extra_people = /** @type {((inputs?: Csv_Extra_PeopleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Extra_PeopleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_csv_extra_people, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_csv_extra_people(inputs)
	return en_csv_extra_people(inputs)
});