/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Csv_FileInputs */

const en_event_csv_file = /** @type {(inputs: Event_Csv_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`shifts`)
};

const es_event_csv_file = /** @type {(inputs: Event_Csv_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`turnos`)
};

/**
* | output |
* | --- |
* | "shifts" |
*
* @param {Event_Csv_FileInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_csv_file = /** @type {((inputs?: Event_Csv_FileInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Csv_FileInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_event_csv_file, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_csv_file(inputs)
	return en_event_csv_file(inputs)
});