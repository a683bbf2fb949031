/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Time_Not_GivenInputs */

const en_office_time_not_given = /** @type {(inputs: Office_Time_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time not given`)
};

/**
* | output |
* | --- |
* | "Time not given" |
*
* @param {Office_Time_Not_GivenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_time_not_given = /** @type {((inputs?: Office_Time_Not_GivenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Time_Not_GivenInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_time_not_given", en_office_time_not_given));
