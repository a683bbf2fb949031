/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Open_FileInputs */

const en_clients_open_file = /** @type {(inputs: Clients_Open_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open the file in your browser`)
};

/**
* | output |
* | --- |
* | "Open the file in your browser" |
*
* @param {Clients_Open_FileInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_open_file = /** @type {((inputs?: Clients_Open_FileInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Open_FileInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_open_file", en_clients_open_file));
