/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_UploadedInputs */

const en_office_uploaded = /** @type {(inputs: Office_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uploaded`)
};

/**
* | output |
* | --- |
* | "Uploaded" |
*
* @param {Office_UploadedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_uploaded = /** @type {((inputs?: Office_UploadedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_UploadedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_uploaded", en_office_uploaded));
