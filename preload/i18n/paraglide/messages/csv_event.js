/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Csv_EventInputs */

const en_csv_event = /** @type {(inputs: Csv_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event`)
};

const es_csv_event = /** @type {(inputs: Csv_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evento`)
};

/**
* | output |
* | --- |
* | "Event" |
*
* @param {Csv_EventInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const csv_event = /** @type {((inputs?: Csv_EventInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_EventInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_csv_event, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_csv_event(inputs)
	return en_csv_event(inputs)
});