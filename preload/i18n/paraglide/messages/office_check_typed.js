/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Check_TypedInputs */

const en_office_check_typed = /** @type {(inputs: Office_Check_TypedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check what you typed. If it looks right, give the code below to the office.`)
};

/**
* | output |
* | --- |
* | "Check what you typed. If it looks right, give the code below to the office." |
*
* @param {Office_Check_TypedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_check_typed = /** @type {((inputs?: Office_Check_TypedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Check_TypedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_check_typed", en_office_check_typed));
