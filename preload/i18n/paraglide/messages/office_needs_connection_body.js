/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Needs_Connection_BodyInputs */

const en_office_needs_connection_body = /** @type {(inputs: Office_Needs_Connection_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This part is read from the server each time and never kept on this computer, so there is no older copy to show. It comes back by itself when the network does.`)
};

/**
* | output |
* | --- |
* | "This part is read from the server each time and never kept on this computer, so there is no older copy to show. It comes back by itself when the network does." |
*
* @param {Office_Needs_Connection_BodyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_needs_connection_body = /** @type {((inputs?: Office_Needs_Connection_BodyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Needs_Connection_BodyInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_needs_connection_body", en_office_needs_connection_body));
