/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Col_NeededInputs */

const en_event_col_needed = /** @type {(inputs: Event_Col_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Needed`)
};

const es_event_col_needed = /** @type {(inputs: Event_Col_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plazas`)
};

/**
* | output |
* | --- |
* | "Needed" |
*
* @param {Event_Col_NeededInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_col_needed = /** @type {((inputs?: Event_Col_NeededInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Col_NeededInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_event_col_needed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_col_needed(inputs)
	return en_event_col_needed(inputs)
});