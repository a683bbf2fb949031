/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Details_SupportInputs */

const en_office_details_support = /** @type {(inputs: Office_Details_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Details for support`)
};

/**
* | output |
* | --- |
* | "Details for support" |
*
* @param {Office_Details_SupportInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_details_support = /** @type {((inputs?: Office_Details_SupportInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Details_SupportInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_details_support", en_office_details_support));
