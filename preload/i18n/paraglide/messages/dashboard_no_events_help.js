/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_No_Events_HelpInputs */

const en_dashboard_no_events_help = /** @type {(inputs: Dashboard_No_Events_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the events you supervise: their shifts are then kept on this computer and shown here, online or not.`)
};

/**
* | output |
* | --- |
* | "Choose the events you supervise: their shifts are then kept on this computer and shown here, online or not." |
*
* @param {Dashboard_No_Events_HelpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_no_events_help = /** @type {((inputs?: Dashboard_No_Events_HelpInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_No_Events_HelpInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_no_events_help", en_dashboard_no_events_help));
