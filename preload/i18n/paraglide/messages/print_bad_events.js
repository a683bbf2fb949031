/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Bad_EventsInputs */

const en_print_bad_events = /** @type {(inputs: Print_Bad_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The sheet names events that are not event ids.`)
};

const es_print_bad_events = /** @type {(inputs: Print_Bad_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La hoja nombra eventos que no son identificadores de evento.`)
};

/**
* | output |
* | --- |
* | "The sheet names events that are not event ids." |
*
* @param {Print_Bad_EventsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_bad_events = /** @type {((inputs?: Print_Bad_EventsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Bad_EventsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_print_bad_events, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_bad_events(inputs)
	return en_print_bad_events(inputs)
});