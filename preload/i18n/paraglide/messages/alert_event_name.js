/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Alert_Event_NameInputs */

const en_alert_event_name = /** @type {(inputs: Alert_Event_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Event ${i?.id}`)
};

/**
* | output |
* | --- |
* | "Event {id}" |
*
* @param {Alert_Event_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const alert_event_name = /** @type {((inputs: Alert_Event_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alert_Event_NameInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("alert_event_name", en_alert_event_name));
