/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ where: NonNullable<unknown>, issue: NonNullable<unknown> }} Ipc_Invalid_Request_AtInputs */

const en_ipc_invalid_request_at = /** @type {(inputs: Ipc_Invalid_Request_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invalid request at ${i?.where}: ${i?.issue}`)
};

/**
* | output |
* | --- |
* | "Invalid request at {where}: {issue}" |
*
* @param {Ipc_Invalid_Request_AtInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const ipc_invalid_request_at = /** @type {((inputs: Ipc_Invalid_Request_AtInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ipc_Invalid_Request_AtInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("ipc_invalid_request_at", en_ipc_invalid_request_at));
