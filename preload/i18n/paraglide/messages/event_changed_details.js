/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Changed_DetailsInputs */

const en_event_changed_details = /** @type {(inputs: Event_Changed_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`: details`)
};

const es_event_changed_details = /** @type {(inputs: Event_Changed_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`: detalles`)
};

/**
* | output |
* | --- |
* | ": details" |
*
* @param {Event_Changed_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_changed_details = /** @type {((inputs?: Event_Changed_DetailsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Changed_DetailsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_event_changed_details, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_changed_details(inputs)
	return en_event_changed_details(inputs)
});