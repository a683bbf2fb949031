/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ issue: NonNullable<unknown> }} Ipc_Invalid_Request_IssueInputs */

const en_ipc_invalid_request_issue = /** @type {(inputs: Ipc_Invalid_Request_IssueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invalid request: ${i?.issue}`)
};

/**
* | output |
* | --- |
* | "Invalid request: {issue}" |
*
* @param {Ipc_Invalid_Request_IssueInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const ipc_invalid_request_issue = /** @type {((inputs: Ipc_Invalid_Request_IssueInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ipc_Invalid_Request_IssueInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("ipc_invalid_request_issue", en_ipc_invalid_request_issue));
