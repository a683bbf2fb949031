/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_All_EndedInputs */

const en_print_all_ended = /** @type {(inputs: Print_All_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No shift of this event is still to come: every shift has ended.`)
};

/**
* | output |
* | --- |
* | "No shift of this event is still to come: every shift has ended." |
*
* @param {Print_All_EndedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_all_ended = /** @type {((inputs?: Print_All_EndedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_All_EndedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_all_ended", en_print_all_ended));
