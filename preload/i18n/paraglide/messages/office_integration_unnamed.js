/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Office_Integration_UnnamedInputs */

const en_office_integration_unnamed = /** @type {(inputs: Office_Integration_UnnamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Integration ${i?.id}`)
};

/**
* | output |
* | --- |
* | "Integration {id}" |
*
* @param {Office_Integration_UnnamedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_integration_unnamed = /** @type {((inputs: Office_Integration_UnnamedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Integration_UnnamedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_integration_unnamed", en_office_integration_unnamed));
