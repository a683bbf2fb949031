/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_LeadInputs */

const en_office_lead = /** @type {(inputs: Office_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Online only: read from the server when you ask; only what you opened is listed again here.`)
};

/**
* | output |
* | --- |
* | "Online only: read from the server when you ask; only what you opened is listed again here." |
*
* @param {Office_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_lead = /** @type {((inputs?: Office_LeadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_LeadInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_lead", en_office_lead));
