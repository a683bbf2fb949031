/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Choose_EventsInputs */

const en_dashboard_choose_events = /** @type {(inputs: Dashboard_Choose_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose events`)
};

const es_dashboard_choose_events = /** @type {(inputs: Dashboard_Choose_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elegir eventos`)
};

/**
* | output |
* | --- |
* | "Choose events" |
*
* @param {Dashboard_Choose_EventsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_choose_events = /** @type {((inputs?: Dashboard_Choose_EventsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Choose_EventsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_dashboard_choose_events, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_choose_events(inputs)
	return en_dashboard_choose_events(inputs)
});