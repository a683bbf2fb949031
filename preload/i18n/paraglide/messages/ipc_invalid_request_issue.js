/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ issue: NonNullable<unknown> }} Ipc_Invalid_Request_IssueInputs */

const en_ipc_invalid_request_issue = /** @type {(inputs: Ipc_Invalid_Request_IssueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invalid request: ${i?.issue}`)
};

const es_ipc_invalid_request_issue = /** @type {(inputs: Ipc_Invalid_Request_IssueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Petición no válida: ${i?.issue}`)
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
export const ipc_invalid_request_issue = /** @type {((inputs: Ipc_Invalid_Request_IssueInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ipc_Invalid_Request_IssueInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_ipc_invalid_request_issue, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ipc_invalid_request_issue(inputs)
	return en_ipc_invalid_request_issue(inputs)
});