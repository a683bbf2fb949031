/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ integration: NonNullable<unknown> }} Office_New_Secret_ForInputs */

const en_office_new_secret_for = /** @type {(inputs: Office_New_Secret_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New secret for ${i?.integration}`)
};

/**
* | output |
* | --- |
* | "New secret for {integration}" |
*
* @param {Office_New_Secret_ForInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_new_secret_for = /** @type {((inputs: Office_New_Secret_ForInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_New_Secret_ForInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_new_secret_for", en_office_new_secret_for));
