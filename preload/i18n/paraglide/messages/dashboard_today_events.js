/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Dashboard_Today_EventsInputs */

const en_dashboard_today_events = /** @type {(inputs: Dashboard_Today_EventsInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} event`);
	return /** @type {LocalizedString} */ (`${shown} events`)
	
};

const es_dashboard_today_events = /** @type {(inputs: Dashboard_Today_EventsInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	const shown = registry.number("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} evento`);
	return /** @type {LocalizedString} */ (`${shown} eventos`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} event" |
* | * | "{shown} events" |
*
* @param {Dashboard_Today_EventsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_today_events = /** @type {((inputs: Dashboard_Today_EventsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Today_EventsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_dashboard_today_events, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_today_events(inputs)
	return en_dashboard_today_events(inputs)
});