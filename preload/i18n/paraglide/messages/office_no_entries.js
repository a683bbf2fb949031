/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_No_EntriesInputs */

const en_office_no_entries = /** @type {(inputs: Office_No_EntriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No entries match these filters.`)
};

const es_office_no_entries = /** @type {(inputs: Office_No_EntriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguna entrada coincide con estos filtros.`)
};

/**
* | output |
* | --- |
* | "No entries match these filters." |
*
* @param {Office_No_EntriesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_no_entries = /** @type {((inputs?: Office_No_EntriesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_No_EntriesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_no_entries, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_no_entries(inputs)
	return en_office_no_entries(inputs)
});