/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ipc_Invalid_RequestInputs */

const en_ipc_invalid_request = /** @type {(inputs: Ipc_Invalid_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid request.`)
};

/**
* | output |
* | --- |
* | "Invalid request." |
*
* @param {Ipc_Invalid_RequestInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const ipc_invalid_request = /** @type {((inputs?: Ipc_Invalid_RequestInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ipc_Invalid_RequestInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("ipc_invalid_request", en_ipc_invalid_request));
