/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Dashboard_Today_EventsInputs */

const en_dashboard_today_events = /** @type {(inputs: Dashboard_Today_EventsInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} event`);
	return /** @type {LocalizedString} */ (`${shown} events`)
	
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
export const dashboard_today_events = /** @type {((inputs: Dashboard_Today_EventsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Today_EventsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_today_events", en_dashboard_today_events));
