/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Whole_DayInputs */

const en_print_whole_day = /** @type {(inputs: Print_Whole_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Whole day`)
};

/**
* | output |
* | --- |
* | "Whole day" |
*
* @param {Print_Whole_DayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_whole_day = /** @type {((inputs?: Print_Whole_DayInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Whole_DayInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_whole_day", en_print_whole_day));
