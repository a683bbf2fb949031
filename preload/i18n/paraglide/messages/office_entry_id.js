/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Office_Entry_IdInputs */

const en_office_entry_id = /** @type {(inputs: Office_Entry_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`· entry ${i?.id}`)
};

const es_office_entry_id = /** @type {(inputs: Office_Entry_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`· entrada ${i?.id}`)
};

/**
* | output |
* | --- |
* | "· entry {id}" |
*
* @param {Office_Entry_IdInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_entry_id = /** @type {((inputs: Office_Entry_IdInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Entry_IdInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_office_entry_id, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_entry_id(inputs)
	return en_office_entry_id(inputs)
});