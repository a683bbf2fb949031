/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_File_RefusedInputs */

const en_clients_file_refused = /** @type {(inputs: Clients_File_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This file link was refused: only https links open, in your browser.`)
};

/**
* | output |
* | --- |
* | "This file link was refused: only https links open, in your browser." |
*
* @param {Clients_File_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_file_refused = /** @type {((inputs?: Clients_File_RefusedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_File_RefusedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_file_refused", en_clients_file_refused));
