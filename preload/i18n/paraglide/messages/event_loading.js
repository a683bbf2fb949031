/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_LoadingInputs */

const en_event_loading = /** @type {(inputs: Event_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading stored data…`)
};

/**
* | output |
* | --- |
* | "Loading stored data…" |
*
* @param {Event_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_loading = /** @type {((inputs?: Event_LoadingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_LoadingInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_loading", en_event_loading));
