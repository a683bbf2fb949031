/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Integration_IdInputs */

const en_office_integration_id = /** @type {(inputs: Office_Integration_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Integration id`)
};

/**
* | output |
* | --- |
* | "Integration id" |
*
* @param {Office_Integration_IdInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_integration_id = /** @type {((inputs?: Office_Integration_IdInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Integration_IdInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_integration_id", en_office_integration_id));
