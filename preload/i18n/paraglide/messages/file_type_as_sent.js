/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ raw: NonNullable<unknown> }} File_Type_As_SentInputs */

const en_file_type_as_sent = /** @type {(inputs: File_Type_As_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The server's type: ${i?.raw}`)
};

/**
* | output |
* | --- |
* | "The server's type: {raw}" |
*
* @param {File_Type_As_SentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const file_type_as_sent = /** @type {((inputs: File_Type_As_SentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<File_Type_As_SentInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("file_type_as_sent", en_file_type_as_sent));
