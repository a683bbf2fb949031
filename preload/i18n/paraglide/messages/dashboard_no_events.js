/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_No_EventsInputs */

const en_dashboard_no_events = /** @type {(inputs: Dashboard_No_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You don't follow any events yet`)
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
export const dashboard_no_events = /** @type {((inputs?: Dashboard_No_EventsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_No_EventsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_no_events", en_dashboard_no_events));
