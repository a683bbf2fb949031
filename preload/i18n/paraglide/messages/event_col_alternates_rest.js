/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Col_Alternates_RestInputs */

const en_event_col_alternates_rest = /** @type {(inputs: Event_Col_Alternates_RestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ernates`)
};

const es_event_col_alternates_rest = /** @type {(inputs: Event_Col_Alternates_RestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`entes`)
};

/**
* | output |
* | --- |
* | "ernates" |
*
* @param {Event_Col_Alternates_RestInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_col_alternates_rest = /** @type {((inputs?: Event_Col_Alternates_RestInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Col_Alternates_RestInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_event_col_alternates_rest, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_col_alternates_rest(inputs)
	return en_event_col_alternates_rest(inputs)
});