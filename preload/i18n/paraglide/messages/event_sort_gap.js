/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Sort_GapInputs */

const en_event_sort_gap = /** @type {(inputs: Event_Sort_GapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Biggest gap first`)
};

const es_event_sort_gap = /** @type {(inputs: Event_Sort_GapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mayor falta`)
};

/**
* | output |
* | --- |
* | "Biggest gap first" |
*
* @param {Event_Sort_GapInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_sort_gap = /** @type {((inputs?: Event_Sort_GapInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Sort_GapInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_event_sort_gap, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_sort_gap(inputs)
	return en_event_sort_gap(inputs)
});