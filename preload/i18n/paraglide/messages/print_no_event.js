/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_No_EventInputs */

const en_print_no_event = /** @type {(inputs: Print_No_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The sheet names no event.`)
};

/**
* | output |
* | --- |
* | "The sheet names no event." |
*
* @param {Print_No_EventInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_no_event = /** @type {((inputs?: Print_No_EventInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_No_EventInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_no_event", en_print_no_event));
