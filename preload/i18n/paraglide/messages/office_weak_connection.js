/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Weak_ConnectionInputs */

const en_office_weak_connection = /** @type {(inputs: Office_Weak_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The connection may be weak. Try again when it is better.`)
};

/**
* | output |
* | --- |
* | "The connection may be weak. Try again when it is better." |
*
* @param {Office_Weak_ConnectionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_weak_connection = /** @type {((inputs?: Office_Weak_ConnectionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Weak_ConnectionInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_weak_connection", en_office_weak_connection));
