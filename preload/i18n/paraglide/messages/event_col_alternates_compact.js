/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Col_Alternates_CompactInputs */

const en_event_col_alternates_compact = /** @type {(inputs: Event_Col_Alternates_CompactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alt.`)
};

const es_event_col_alternates_compact = /** @type {(inputs: Event_Col_Alternates_CompactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supl.`)
};

/**
* | output |
* | --- |
* | "Alt." |
*
* @param {Event_Col_Alternates_CompactInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_col_alternates_compact = /** @type {((inputs?: Event_Col_Alternates_CompactInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Col_Alternates_CompactInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_event_col_alternates_compact, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_col_alternates_compact(inputs)
	return en_event_col_alternates_compact(inputs)
});