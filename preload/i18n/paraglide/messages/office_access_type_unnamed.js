/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Access_Type_UnnamedInputs */

const en_office_access_type_unnamed = /** @type {(inputs: Office_Access_Type_UnnamedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Access type not named by the service`)
};

/**
* | output |
* | --- |
* | "Access type not named by the service" |
*
* @param {Office_Access_Type_UnnamedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_access_type_unnamed = /** @type {((inputs?: Office_Access_Type_UnnamedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Access_Type_UnnamedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_access_type_unnamed", en_office_access_type_unnamed));
