/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Print_ClientInputs */

const en_print_client = /** @type {(inputs: Print_ClientInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Client: ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Client: {name}" |
*
* @param {Print_ClientInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_client = /** @type {((inputs: Print_ClientInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_ClientInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_client", en_print_client));
