/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Address_RefusedInputs */

const en_office_address_refused = /** @type {(inputs: Office_Address_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That address cannot be opened from the app.`)
};

/**
* | output |
* | --- |
* | "That address cannot be opened from the app." |
*
* @param {Office_Address_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_address_refused = /** @type {((inputs?: Office_Address_RefusedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Address_RefusedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_address_refused", en_office_address_refused));
