/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Entries_LabelInputs */

const en_office_entries_label = /** @type {(inputs: Office_Entries_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Audit log entries`)
};

const es_office_entries_label = /** @type {(inputs: Office_Entries_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entradas del registro de auditoría`)
};

/**
* | output |
* | --- |
* | "Audit log entries" |
*
* @param {Office_Entries_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_entries_label = /** @type {((inputs?: Office_Entries_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Entries_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_entries_label, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_entries_label(inputs)
	return en_office_entries_label(inputs)
});