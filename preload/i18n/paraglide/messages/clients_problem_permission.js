/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown> }} Clients_Problem_PermissionInputs */

const en_clients_problem_permission = /** @type {(inputs: Clients_Problem_PermissionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This API key is not allowed to read ${i?.what}.`)
};

/**
* | output |
* | --- |
* | "This API key is not allowed to read {what}." |
*
* @param {Clients_Problem_PermissionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_problem_permission = /** @type {((inputs: Clients_Problem_PermissionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Problem_PermissionInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_problem_permission", en_clients_problem_permission));
