/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Permission_AskInputs */

const en_office_permission_ask = /** @type {(inputs: Office_Permission_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask the office for a key with that permission. Everything else in the app keeps working with this key.`)
};

/**
* | output |
* | --- |
* | "Ask the office for a key with that permission. Everything else in the app keeps working with this key." |
*
* @param {Office_Permission_AskInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_permission_ask = /** @type {((inputs?: Office_Permission_AskInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Permission_AskInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_permission_ask", en_office_permission_ask));
