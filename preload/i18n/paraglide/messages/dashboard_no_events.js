/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_No_EventsInputs */

const en_dashboard_no_events = /** @type {(inputs: Dashboard_No_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You don't follow any events yet`)
};

const es_dashboard_no_events = /** @type {(inputs: Dashboard_No_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no sigue ningún evento`)
};

/**
* | output |
* | --- |
* | "You don't follow any events yet" |
*
* @param {Dashboard_No_EventsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_no_events = /** @type {((inputs?: Dashboard_No_EventsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_No_EventsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_dashboard_no_events, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_no_events(inputs)
	return en_dashboard_no_events(inputs)
});