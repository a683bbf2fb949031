/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Clients_File_FailedInputs */

const en_clients_file_failed = /** @type {(inputs: Clients_File_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not open the file: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Could not open the file: {reason}" |
*
* @param {Clients_File_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_file_failed = /** @type {((inputs: Clients_File_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_File_FailedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_file_failed", en_clients_file_failed));
