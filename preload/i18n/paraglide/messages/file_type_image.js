/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ kind: NonNullable<unknown> }} File_Type_ImageInputs */

const en_file_type_image = /** @type {(inputs: File_Type_ImageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind} image`)
};

/**
* | output |
* | --- |
* | "{kind} image" |
*
* @param {File_Type_ImageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const file_type_image = /** @type {((inputs: File_Type_ImageInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<File_Type_ImageInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("file_type_image", en_file_type_image));
