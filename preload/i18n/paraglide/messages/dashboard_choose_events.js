/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Choose_EventsInputs */

const en_dashboard_choose_events = /** @type {(inputs: Dashboard_Choose_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose events`)
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
export const dashboard_choose_events = /** @type {((inputs?: Dashboard_Choose_EventsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Choose_EventsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_choose_events", en_dashboard_choose_events));
