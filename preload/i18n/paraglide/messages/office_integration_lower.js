/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Office_Integration_LowerInputs */

const en_office_integration_lower = /** @type {(inputs: Office_Integration_LowerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`integration ${i?.id}`)
};

/**
* | output |
* | --- |
* | "integration {id}" |
*
* @param {Office_Integration_LowerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_integration_lower = /** @type {((inputs: Office_Integration_LowerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Integration_LowerInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_integration_lower", en_office_integration_lower));
