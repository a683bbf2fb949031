/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Check_IdInputs */

const en_office_check_id = /** @type {(inputs: Office_Check_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check the id with the office.`)
};

/**
* | output |
* | --- |
* | "Check the id with the office." |
*
* @param {Office_Check_IdInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_check_id = /** @type {((inputs?: Office_Check_IdInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Check_IdInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_check_id", en_office_check_id));
