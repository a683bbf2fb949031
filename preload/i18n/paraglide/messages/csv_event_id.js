/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_Event_IdInputs */

const en_csv_event_id = /** @type {(inputs: Csv_Event_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event ID`)
};

const es_csv_event_id = /** @type {(inputs: Csv_Event_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID del evento`)
};

/**
* | output |
* | --- |
* | "Event ID" |
*
* @param {Csv_Event_IdInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_event_id = /** @type {((inputs?: Csv_Event_IdInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Event_IdInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_csv_event_id, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_csv_event_id(inputs)
	return en_csv_event_id(inputs)
});