/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Sort_FillInputs */

const en_event_sort_fill = /** @type {(inputs: Event_Sort_FillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fill rate, lowest first`)
};

const es_event_sort_fill = /** @type {(inputs: Event_Sort_FillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menor cobertura`)
};

/**
* | output |
* | --- |
* | "Fill rate, lowest first" |
*
* @param {Event_Sort_FillInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_sort_fill = /** @type {((inputs?: Event_Sort_FillInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Sort_FillInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_event_sort_fill, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_sort_fill(inputs)
	return en_event_sort_fill(inputs)
});