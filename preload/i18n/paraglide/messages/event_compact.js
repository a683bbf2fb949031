/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_CompactInputs */

const en_event_compact = /** @type {(inputs: Event_CompactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compact`)
};

const es_event_compact = /** @type {(inputs: Event_CompactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compacto`)
};

/**
* | output |
* | --- |
* | "Compact" |
*
* @param {Event_CompactInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_compact = /** @type {((inputs?: Event_CompactInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_CompactInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_event_compact, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_compact(inputs)
	return en_event_compact(inputs)
});