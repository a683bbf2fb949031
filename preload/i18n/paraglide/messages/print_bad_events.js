/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Bad_EventsInputs */

const en_print_bad_events = /** @type {(inputs: Print_Bad_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The sheet names events that are not event ids.`)
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
export const print_bad_events = /** @type {((inputs?: Print_Bad_EventsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Bad_EventsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_bad_events", en_print_bad_events));
