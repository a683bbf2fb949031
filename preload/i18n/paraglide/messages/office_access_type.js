/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Access_TypeInputs */

const en_office_access_type = /** @type {(inputs: Office_Access_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Access type`)
};

/**
* | output |
* | --- |
* | "Access type" |
*
* @param {Office_Access_TypeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_access_type = /** @type {((inputs?: Office_Access_TypeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Access_TypeInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_access_type", en_office_access_type));
