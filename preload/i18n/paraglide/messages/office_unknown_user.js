/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Unknown_UserInputs */

const en_office_unknown_user = /** @type {(inputs: Office_Unknown_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown user`)
};

/**
* | output |
* | --- |
* | "Unknown user" |
*
* @param {Office_Unknown_UserInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_unknown_user = /** @type {((inputs?: Office_Unknown_UserInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Unknown_UserInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_unknown_user", en_office_unknown_user));
