/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Needs_ConnectionInputs */

const en_office_needs_connection = /** @type {(inputs: Office_Needs_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Needs a connection`)
};

/**
* | output |
* | --- |
* | "Needs a connection" |
*
* @param {Office_Needs_ConnectionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_needs_connection = /** @type {((inputs?: Office_Needs_ConnectionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Needs_ConnectionInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_needs_connection", en_office_needs_connection));
