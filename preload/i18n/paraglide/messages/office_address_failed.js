/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Office_Address_FailedInputs */

const en_office_address_failed = /** @type {(inputs: Office_Address_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not open the address: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Could not open the address: {reason}" |
*
* @param {Office_Address_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_address_failed = /** @type {((inputs: Office_Address_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Address_FailedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_address_failed", en_office_address_failed));
