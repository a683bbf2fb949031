/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Start_After_EndInputs */

const en_office_start_after_end = /** @type {(inputs: Office_Start_After_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The start date is after the end date.`)
};

/**
* | output |
* | --- |
* | "The start date is after the end date." |
*
* @param {Office_Start_After_EndInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_start_after_end = /** @type {((inputs?: Office_Start_After_EndInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Start_After_EndInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_start_after_end", en_office_start_after_end));
