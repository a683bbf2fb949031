/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_No_DayInputs */

const en_print_no_day = /** @type {(inputs: Print_No_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The sheet names no day.`)
};

/**
* | output |
* | --- |
* | "The sheet names no day." |
*
* @param {Print_No_DayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_no_day = /** @type {((inputs?: Print_No_DayInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_No_DayInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_no_day", en_print_no_day));
